/**
 * The Customer Privacy API's server half (decision 0125). Hydrogen 2026.4's consent script sends
 * `setTrackingConsent` to the storefront's own origin, `/api/unstable/graphql.json`, which
 * Hydrogen's request handler forwards to the Storefront API; there the `consentManagement` query
 * (only in `unstable`, not in 2026-04's schema) records the visitor's purposes, answers the
 * `_tracking_consent` value and sets it (with the visit tokens on an analytics opt-in, their
 * removal on an opt-out). Checked like Shopify's GraphQL: an unknown argument, purpose or field,
 * or a purpose that is not a Boolean, is an error and changes nothing. Read back with
 * GET /customer-privacy/received?user_agent=; the script is served at the CDN's path.
 */
import {randomUUID} from 'node:crypto';
import {Kind, parse, type FieldNode, type ObjectValueNode, type OperationDefinitionNode, type ValueNode} from 'graphql';
import type {StandInResult} from '../http/handler';
import type {GraphQLRequestBody} from '../graphql/execute';
import {CONSENT_SCRIPT} from './consentScript';

export const CONSENT_SCRIPT_PATH = '/shopifycloud/consent-tracking-api/v0.2/consent-tracking-api.js';

const PURPOSES = ['analytics', 'marketing', 'preferences', 'saleOfData'] as const;
type Purpose = (typeof PURPOSES)[number];
const COOKIE_ARGUMENTS = new Set(['visitorConsent', 'origReferrer', 'landingPage', 'visitorEmail']);
const COOKIE_FIELDS = new Set([
  'trackingConsentCookie',
  'cookieDomain',
  'landingPageCookie',
  'origReferrerCookie',
  'shopifyUnique',
  'shopifyVisit',
]);
const YEAR_SECONDS = 31536000;

export interface ConsentRecord extends Record<Purpose, boolean | null> {
  userAgent: string;
  receivedAt: string;
}

const received: ConsentRecord[] = [];

class ConsentError extends Error {}

export function isConsentManagementQuery(body: GraphQLRequestBody): boolean {
  return typeof body.query === 'string' && /\bconsentManagement\b/.test(body.query);
}

function valueOf(node: ValueNode, variables: Record<string, unknown>): unknown {
  if (node.kind === Kind.VARIABLE) return variables[node.name.value];
  if (node.kind === Kind.BOOLEAN || node.kind === Kind.STRING) return node.value;
  if (node.kind === Kind.NULL) return null;
  return Symbol.for('other');
}

function readConsent(
  node: ObjectValueNode,
  variables: Record<string, unknown>,
): Partial<Record<Purpose, boolean | null>> {
  const consent: Partial<Record<Purpose, boolean | null>> = {};
  for (const field of node.fields) {
    const name = field.name.value;
    if (name === 'metafields') continue;
    if (!(PURPOSES as readonly string[]).includes(name))
      throw new ConsentError(`InputObject 'VisitorConsent' doesn't accept argument '${name}'`);
    const value = valueOf(field.value, variables);
    if (value !== null && typeof value !== 'boolean')
      throw new ConsentError(
        `Argument '${name}' on InputObject 'VisitorConsent' has an invalid value. Expected type 'Boolean'.`,
      );
    consent[name as Purpose] = value;
  }
  return consent;
}

/** Shopify's `_tracking_consent` value: each purpose '1', '0' or '' (no preference). */
function trackingConsentCookie(consent: Partial<Record<Purpose, boolean | null>>): string {
  const flag = (value: boolean | null | undefined) => (value === true ? '1' : value === false ? '0' : '');
  return JSON.stringify({
    v: '2.1',
    reg: '',
    con: {
      CMP: {
        a: flag(consent.analytics),
        m: flag(consent.marketing),
        p: flag(consent.preferences),
        s: flag(consent.saleOfData),
      },
    },
  });
}

/** Answers one consentManagement query: the answer's JSON, and the cookies it sets. */
export function handleConsentManagement(
  body: GraphQLRequestBody,
  {userAgent}: {userAgent: string},
): {status: number; body: string; setCookies: string[]} {
  const answer = (value: unknown, setCookies: string[] = []) => ({
    status: 200,
    body: JSON.stringify(value),
    setCookies,
  });
  const variables =
    body.variables && typeof body.variables === 'object' ? (body.variables as Record<string, unknown>) : {};
  try {
    const document = parse(String(body.query));
    const operation = document.definitions.find(
      (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
    );
    if (!operation || operation.operation !== 'query')
      throw new ConsentError(
        `Field 'consentManagement' doesn't exist on type '${operation?.operation === 'mutation' ? 'Mutation' : 'Subscription'}'`,
      );
    const root = operation.selectionSet.selections.find(
      (selection): selection is FieldNode =>
        selection.kind === Kind.FIELD && selection.name.value === 'consentManagement',
    );
    const cookies = root?.selectionSet?.selections.find(
      (selection): selection is FieldNode => selection.kind === Kind.FIELD && selection.name.value === 'cookies',
    );
    if (!root || !cookies) throw new ConsentError("Field 'consentManagement' must select 'cookies'");
    for (const argument of cookies.arguments ?? []) {
      if (!COOKIE_ARGUMENTS.has(argument.name.value))
        throw new ConsentError(`Field 'cookies' doesn't accept argument '${argument.name.value}'`);
    }
    const consentNode = cookies.arguments?.find((argument) => argument.name.value === 'visitorConsent')?.value;
    if (consentNode?.kind !== Kind.OBJECT)
      throw new ConsentError("Field 'cookies' is missing required arguments: visitorConsent");
    const consent = readConsent(consentNode, variables);
    const stringArgument = (name: string) => {
      const node = cookies.arguments?.find((argument) => argument.name.value === name)?.value;
      return node ? String(valueOf(node, variables) ?? '') : '';
    };
    const fields: Record<string, unknown> = {};
    for (const selection of cookies.selectionSet?.selections ?? []) {
      if (selection.kind !== Kind.FIELD) continue;
      const name = selection.name.value;
      if (!COOKIE_FIELDS.has(name))
        throw new ConsentError(`Field '${name}' doesn't exist on type 'ConsentManagementCookies'`);
      fields[name] =
        name === 'trackingConsentCookie'
          ? trackingConsentCookie(consent)
          : name === 'landingPageCookie'
            ? stringArgument('landingPage')
            : name === 'origReferrerCookie'
              ? stringArgument('origReferrer')
              : '';
    }
    const extra = root.selectionSet?.selections.some(
      (selection) => selection.kind === Kind.FIELD && selection.name.value === 'customerAccountUrl',
    );
    const data = {consentManagement: {cookies: fields, ...(extra ? {customerAccountUrl: null} : {})}};

    // An empty visitorConsent asks for the cookies without changing the choice.
    if (!PURPOSES.some((purpose) => purpose in consent)) return answer({data});
    received.push({
      analytics: consent.analytics ?? null,
      marketing: consent.marketing ?? null,
      preferences: consent.preferences ?? null,
      saleOfData: consent.saleOfData ?? null,
      userAgent,
      receivedAt: new Date().toISOString(),
    });
    if (received.length > 10_000) received.shift();
    const attributes = 'Path=/; SameSite=Lax';
    const tokens =
      consent.analytics === true
        ? [
            `_shopify_y=${randomUUID()}; ${attributes}; Max-Age=${YEAR_SECONDS}`,
            `_shopify_s=${randomUUID()}; ${attributes}; Max-Age=1800`,
          ]
        : [`_shopify_y=; ${attributes}; Max-Age=0`, `_shopify_s=; ${attributes}; Max-Age=0`];
    return answer({data}, [
      `_tracking_consent=${encodeURIComponent(trackingConsentCookie(consent))}; ${attributes}; Max-Age=${YEAR_SECONDS}`,
      ...tokens,
    ]);
  } catch (error) {
    if (error instanceof ConsentError || (error as Error).name === 'GraphQLError')
      return answer({errors: [{message: (error as Error).message}]});
    throw error;
  }
}

/** Routes the consent script and the read-back; null for anything else. */
export function handleCustomerPrivacy(method: string, url: URL): StandInResult | null {
  if (url.pathname === CONSENT_SCRIPT_PATH && method === 'GET') {
    return {
      status: 200,
      headers: {
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'no-store',
        'access-control-allow-origin': '*',
      },
      body: CONSENT_SCRIPT,
    };
  }
  if (url.pathname === '/customer-privacy/received' && method === 'GET') {
    const userAgent = url.searchParams.get('user_agent');
    return {
      status: 200,
      headers: {'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store'},
      body: JSON.stringify({consents: received.filter((record) => !userAgent || record.userAgent === userAgent)}),
    };
  }
  return null;
}
