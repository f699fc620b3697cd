import {
  execute,
  type GraphQLError,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';
import {strictFieldResolver} from './strict';

export interface GraphQLRequestBody {
  query?: unknown;
  variables?: unknown;
  operationName?: unknown;
}

export interface GraphQLResult {
  status: number;
  body: {data?: unknown; errors?: unknown[]};
}

function operationOf(document: DocumentNode, operationName: unknown): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return typeof operationName === 'string'
    ? operations.find((operation) => operation.name?.value === operationName)
    : operations[0];
}

/**
 * One request against one of Shopify's published schemas, as both Shopify APIs answer it: a
 * missing query is a 400, parse and validation errors are 200s with coded errors, and fields
 * are resolved strictly. `prepare` gives the root value and context for the chosen operation.
 */
export async function executeGraphQL(
  schema: GraphQLSchema,
  apiName: string,
  body: GraphQLRequestBody,
  prepare: (
    operation: OperationDefinitionNode | undefined,
    variables: Record<string, unknown>,
  ) => {rootValue: unknown; contextValue: unknown},
): Promise<GraphQLResult> {
  if (typeof body.query !== 'string' || body.query.trim() === '') {
    return {status: 400, body: {errors: [{message: 'Parameter Missing or Invalid: query'}]}};
  }
  const variables =
    body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : {};
  let document: DocumentNode;
  try {
    document = parse(body.query);
  } catch (error) {
    return {status: 200, body: {errors: [formatError(error as GraphQLError, 'PARSE_ERROR')]}};
  }
  const validationErrors = validate(schema, document);
  if (validationErrors.length > 0) {
    return {status: 200, body: {errors: validationErrors.map((e) => formatError(e, 'GRAPHQL_VALIDATION_FAILED'))}};
  }
  const {rootValue, contextValue} = prepare(operationOf(document, body.operationName), variables);
  const result = await execute({
    schema,
    document,
    variableValues: variables,
    operationName: typeof body.operationName === 'string' ? body.operationName : undefined,
    rootValue,
    contextValue,
    fieldResolver: strictFieldResolver(apiName),
  });
  return {
    status: 200,
    body: {
      ...(result.errors ? {errors: result.errors.map((e) => formatError(e))} : {}),
      data: result.data ?? null,
    },
  };
}

/** A GraphQL error as JSON, with a code in extensions (the error's own, or the given default). */
export function formatError(error: GraphQLError, defaultCode = 'INTERNAL_SERVER_ERROR') {
  const json = error.toJSON();
  return {
    message: json.message,
    ...(json.locations ? {locations: json.locations} : {}),
    ...(json.path ? {path: json.path} : {}),
    extensions: {code: defaultCode, ...json.extensions},
  };
}
