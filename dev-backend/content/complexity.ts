import {
  getNamedType,
  isAbstractType,
  isObjectType,
  Kind,
  valueFromAST,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** Contentful refuses queries above this complexity (TOO_COMPLEX_QUERY). */
export const MAX_QUERY_COMPLEXITY = 11_000;

/** Collections without a `limit` argument fetch up to 100 items. */
const DEFAULT_LIMIT = 100;

function isEntity(type: GraphQLNamedType, schema: GraphQLSchema): boolean {
  if (type.name === 'Asset' || type.name === 'Entry') return true;
  if (isObjectType(type)) return type.getInterfaces().some((iface) => iface.name === 'Entry');
  if (isAbstractType(type)) return schema.getPossibleTypes(type).some((possible) => isEntity(possible, schema));
  return false;
}

/**
 * Contentful's query complexity, approximately: every linked entry or asset
 * counts 1, and a collection counts its `limit` times the complexity of one
 * of its items. So nested collections multiply, and a query must set small
 * limits where it nests (rules:cms-constants gives the limits the app uses).
 */
export function queryComplexity(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> = {},
  operationName?: string,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
    if (definition.kind === Kind.OPERATION_DEFINITION) operations.push(definition);
  }
  const operation = operationName ? operations.find((op) => op.name?.value === operationName) : operations[0];
  const root = schema.getQueryType();
  if (!operation || !root) return 0;

  const cost = (
    selectionSet: SelectionSetNode | undefined,
    parent: GraphQLCompositeType,
    seen: Set<string>,
  ): number => {
    if (!selectionSet) return 0;
    let total = 0;
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value);
        if (!fragment || seen.has(fragment.name.value)) continue;
        const type = schema.getType(fragment.typeCondition.name.value);
        if (type && (isObjectType(type) || isAbstractType(type))) {
          total += cost(fragment.selectionSet, type, new Set([...seen, fragment.name.value]));
        }
        continue;
      }
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
        if (type && (isObjectType(type) || isAbstractType(type))) total += cost(selection.selectionSet, type, seen);
        continue;
      }
      if (!isObjectType(parent) && !('getFields' in parent)) continue;
      const field = 'getFields' in parent ? parent.getFields()[selection.name.value] : undefined;
      if (!field) continue;
      const type = getNamedType(field.type);
      const child = isObjectType(type) || isAbstractType(type) ? cost(selection.selectionSet, type, seen) : 0;
      if (selection.name.value.endsWith('Collection')) {
        const limitArg = selection.arguments?.find((argument) => argument.name.value === 'limit');
        const limitDef = field.args.find((argument) => argument.name === 'limit');
        const limit =
          limitArg && limitDef
            ? Number(valueFromAST(limitArg.value, limitDef.type, variables) ?? DEFAULT_LIMIT)
            : DEFAULT_LIMIT;
        total += limit * Math.max(1, child);
      } else if (isEntity(type, schema)) {
        total += 1 + child;
      } else {
        total += child;
      }
    }
    return total;
  };

  return cost(operation.selectionSet, root, new Set());
}
