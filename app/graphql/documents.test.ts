import {readdirSync, readFileSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {
  buildClientSchema,
  Kind,
  NoUnusedFragmentsRule,
  parse,
  specifiedRules,
  validate,
  visit,
  type DefinitionNode,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import {describe, expect, it} from 'vitest';
import codegen from '../../codegen';
import {loadContentSpace} from '../../dev-backend/server';
import {adminSchema} from '../../dev-backend/admin/api';
import {storefrontSchema} from '../../dev-backend/storefront/api';

/**
 * Every GraphQL document in app/ lives in its API's folder under app/graphql and is checked against
 * the schema it is sent to (decision 0144): Shopify's official Storefront schema for
 * app/graphql/storefront, the Admin API subset for app/graphql/admin, the content schema generated
 * from contentful/export.json for app/graphql/cms, Shopify's published customer-account schema
 * (Hydrogen's copy) for app/graphql/customer-account.
 */

const APP = new URL('..', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The `#graphql` template literals of a file, with ${…} interpolations (fragment imports) removed. */
function graphqlDocuments(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/`#graphql([\s\S]*?)`/g)].map((match) => (match[1] ?? '').replace(/\$\{[^}]*\}/g, ''));
}

const API_FOLDERS = ['storefront', 'cms', 'admin', 'customer-account'] as const;

const documents = sourceFiles(APP).flatMap((file) =>
  graphqlDocuments(file).map((text, index) => ({
    name: `${relative(APP, file)} #${index + 1}`,
    folder: API_FOLDERS.find((api) => relative(APP, file).startsWith(`graphql/${api}/`)),
    document: parse(text),
  })),
);

const fragmentsOf = (list: typeof documents) =>
  list.flatMap((entry) =>
    entry.document.definitions.filter(
      (definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION,
    ),
  );

/** Validates one document with every fragment of its API available, as the documents are sent assembled. */
function check(document: DocumentNode, schema: GraphQLSchema, fragments: FragmentDefinitionNode[]) {
  const own = new Set(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [definition.name.value] : [],
    ),
  );
  const assembled: DocumentNode = {
    kind: Kind.DOCUMENT,
    definitions: [...document.definitions, ...fragments.filter((fragment) => !own.has(fragment.name.value))],
  };
  return validate(
    schema,
    assembled,
    specifiedRules.filter((rule) => rule !== NoUnusedFragmentsRule),
  ).map((error) => error.message);
}

describe('GraphQL documents in app/', () => {
  const inFolder = (api: (typeof API_FOLDERS)[number]) => documents.filter((entry) => entry.folder === api);

  it('finds the documents of every API', () => {
    expect(inFolder('storefront').length).toBeGreaterThanOrEqual(2);
    for (const api of API_FOLDERS) expect(inFolder(api).length, api).toBeGreaterThanOrEqual(1);
  });

  it("keeps every document in its API's folder under app/graphql", () => {
    expect(documents.filter((entry) => !entry.folder).map((entry) => entry.name)).toEqual([]);
  });

  it('gives every API folder its own codegen target, reading that folder only', () => {
    const targets = Object.values(codegen.generates).map((target) =>
      JSON.stringify((target as {documents?: unknown}).documents),
    );
    for (const api of API_FOLDERS) {
      const own = targets.filter((documentsGlob) => documentsGlob.includes(`app/graphql/${api}/`));
      expect(own, api).toHaveLength(1);
      expect(own[0], api).not.toMatch(/app\/\*\*/);
    }
  });

  // One selection per line: no field, fragment spread or inline fragment starts on a line where another does
  // (an AST rule, so it holds whatever the line's length or spacing; a field with its arguments stays one line).
  it.each(documents.map((entry) => [entry.name, entry] as const))('%s puts one selection on each line', (_, entry) => {
    const lines = new Map<number, string[]>();
    const note = (line: number, what: string) => {
      lines.set(line, [...(lines.get(line) ?? []), what]);
    };
    visit(entry.document, {
      Field(node) {
        note(node.loc?.startToken.line ?? 0, node.name.value);
      },
      FragmentSpread(node) {
        note(node.loc?.startToken.line ?? 0, `...${node.name.value}`);
      },
      InlineFragment(node) {
        note(node.loc?.startToken.line ?? 0, `... on ${node.typeCondition?.name.value ?? ''}`);
      },
    });
    expect([...lines.values()].filter((selections) => selections.length > 1)).toEqual([]);
  });

  it('selects a CTA through one fragment in app/graphql/cms', () => {
    const owners = new Set<string>();
    for (const entry of inFolder('cms')) {
      for (const definition of entry.document.definitions) {
        visit(definition, {
          InlineFragment(node) {
            const type = node.typeCondition?.name.value;
            if (type === 'CtaInternal' || type === 'CtaExternal')
              owners.add(`${entry.name} ${'name' in definition ? definition.name?.value : ''}`);
          },
        });
      }
    }
    expect([...owners], [...owners].join('; ')).toHaveLength(1);
  });

  const storefront = inFolder('storefront');
  const storefrontFragments = fragmentsOf(storefront);
  it.each(storefront.map((entry) => [entry.name, entry] as const))(
    '%s is valid against the Storefront API schema',
    (_, entry) => {
      expect(check(entry.document, storefrontSchema(), storefrontFragments)).toEqual([]);
    },
  );

  const cms = inFolder('cms');
  const cmsFragments = fragmentsOf(cms);
  it.each(cms.map((entry) => [entry.name, entry] as const))('%s is valid against the content schema', (_, entry) => {
    expect(check(entry.document, loadContentSpace().schema, cmsFragments)).toEqual([]);
  });

  const admin = inFolder('admin');
  it.each(admin.map((entry) => [entry.name, entry] as const))(
    '%s is valid against the Admin API subset',
    (_, entry) => {
      expect(check(entry.document, adminSchema(), fragmentsOf(admin))).toEqual([]);
    },
  );

  const customer = inFolder('customer-account');
  it.each(customer.map((entry) => [entry.name, entry] as const))(
    '%s is valid against the Customer Account API schema',
    (_, entry) => {
      expect(check(entry.document, customerAccountSchema(), fragmentsOf(customer))).toEqual([]);
    },
  );

  // As sent: the exported string, its literal followed by the fragments it interpolates (and those bring), is one
  // document, so every fragment it spreads must be defined in it exactly once and none left unused.
  const sent = sentDocuments();
  const operationNames = (list: Array<{document: DocumentNode}>) =>
    list.flatMap((entry) => entry.document.definitions.flatMap((definition) => operationName(definition))).sort();

  it('finds every operation of the folders among the exported documents', () => {
    expect(operationNames(sent)).toEqual(operationNames(documents));
  });

  it.each(sent.map((entry) => [entry.name, entry] as const))(
    '%s is sent with each fragment it spreads, once, and no other',
    (_, entry) => {
      expect(validate(schemaFor(entry.api), entry.document).map((error) => error.message)).toEqual([]);
    },
  );

  it('rejects a document with a field the schema lacks (the check can fail)', () => {
    expect(check(parse('{ product(handle: "x") { notAField } }'), storefrontSchema(), [])).not.toEqual([]);
  });
});

function operationName(definition: DefinitionNode): string[] {
  return definition.kind === Kind.OPERATION_DEFINITION ? [definition.name?.value ?? '(anonymous)'] : [];
}

/** Every operation the API folders export (a string, or a record of them as MODULE_QUERIES), parsed as sent. */
function sentDocuments() {
  const modules = import.meta.glob<Record<string, unknown>>(['./*/*.ts', '!./*/*.test.ts'], {eager: true});
  return Object.entries(modules).flatMap(([path, exports]) => {
    const api = API_FOLDERS.find((folder) => path.startsWith(`./${folder}/`));
    if (!api) return [];
    return Object.entries(exports)
      .flatMap(([name, value]) =>
        typeof value === 'string'
          ? [[name, value] as const]
          : value && typeof value === 'object'
            ? Object.entries(value).map(([key, text]) => [`${name}.${key}`, String(text)] as const)
            : [],
      )
      .filter(([, text]) => text.includes('#graphql'))
      .map(([name, text]) => ({name: `${path.slice(2)} ${name}`, api, document: parse(text)}))
      .filter((entry) => entry.document.definitions.some((definition) => operationName(definition).length > 0));
  });
}

const schemas = new Map<(typeof API_FOLDERS)[number], GraphQLSchema>();
/** The schema an API folder's documents are sent to, built once. */
function schemaFor(api: (typeof API_FOLDERS)[number]): GraphQLSchema {
  const schema =
    schemas.get(api) ??
    {
      storefront: storefrontSchema,
      cms: () => loadContentSpace().schema,
      admin: adminSchema,
      'customer-account': customerAccountSchema,
    }[api]();
  schemas.set(api, schema);
  return schema;
}

function customerAccountSchema(): GraphQLSchema {
  const path = new URL('../../node_modules/@shopify/hydrogen/dist/customer-account.schema.json', import.meta.url)
    .pathname;
  const json = JSON.parse(readFileSync(path, 'utf8')) as {data?: IntrospectionQuery} & IntrospectionQuery;
  return buildClientSchema(json.data ?? json);
}
