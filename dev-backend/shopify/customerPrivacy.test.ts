import {describe, expect, it} from 'vitest';
import {
  CONSENT_SCRIPT_PATH,
  handleConsentManagement,
  handleCustomerPrivacy,
  isConsentManagementQuery,
} from './customerPrivacy';

/** The query Shopify's consent-tracking-api v0.2 sends for setTrackingConsent (headless, same-origin proxy). */
const query = (consent: string) =>
  `query { consentManagement { cookies(visitorConsent:${consent},origReferrer:"",landingPage:"/en-GB/") { trackingConsentCookie cookieDomain landingPageCookie origReferrerCookie } customerAccountUrl } }`;
const body = (consent: string) => ({query: query(consent), variables: {}});
const url = (path: string) => new URL(`http://127.0.0.1:4000${path}`);

describe("the Customer Privacy API's stand-in (consentManagement on the unstable Storefront API)", () => {
  it('knows the consent query from any other', () => {
    expect(isConsentManagementQuery(body('{analytics:false}'))).toBe(true);
    expect(isConsentManagementQuery({query: '{ shop { id } }'})).toBe(false);
  });

  it('records a rejection, answers the consent cookie and sets it, and removes the tracking cookies', () => {
    const result = handleConsentManagement(
      body('{marketing:false,analytics:false,preferences:false,saleOfData:false}'),
      {userAgent: 'ua-consent-reject'},
    );
    expect(result.status).toBe(200);
    const answer = JSON.parse(result.body) as {data: {consentManagement: {cookies: {trackingConsentCookie: string}}}};
    const cookie = JSON.parse(answer.data.consentManagement.cookies.trackingConsentCookie) as {
      con: {CMP: Record<string, string>};
    };
    expect(cookie.con.CMP).toEqual({a: '0', m: '0', p: '0', s: '0'});
    const setCookies = result.setCookies.join('\n');
    expect(setCookies).toMatch(/^_tracking_consent=/m);
    expect(setCookies).toMatch(/^_shopify_y=; .*Max-Age=0/m);
    const back = JSON.parse(
      handleCustomerPrivacy('GET', url('/customer-privacy/received?user_agent=ua-consent-reject'))?.body ?? '{}',
    ) as {consents: unknown[]};
    expect(back.consents).toEqual([
      {
        analytics: false,
        marketing: false,
        preferences: false,
        saleOfData: false,
        userAgent: 'ua-consent-reject',
        receivedAt: expect.any(String),
      },
    ]);
  });

  it('an acceptance sets the visitor tokens', () => {
    const result = handleConsentManagement(body('{marketing:true,analytics:true,preferences:true,saleOfData:true}'), {
      userAgent: 'ua-consent-accept',
    });
    expect(result.setCookies.join('\n')).toMatch(/^_shopify_y=[0-9a-f-]{36}; /m);
  });

  it.each([
    ['a consent that is not a boolean', body('{analytics:"no"}'), 'invalid value'],
    ['an unknown purpose', body('{analytics:false,tracking:false}'), "'tracking'"],
    [
      'an unknown cookie field',
      {query: 'query { consentManagement { cookies(visitorConsent:{analytics:true}) { everything } } }'},
      "'everything'",
    ],
    [
      'not a query',
      {query: 'mutation { consentManagement { cookies(visitorConsent:{}) { cookieDomain } } }'},
      'Mutation',
    ],
    [
      'a parse error',
      {query: 'query { consentManagement { cookies(visitorConsent:{analytics:true) } }'},
      'Syntax Error',
    ],
  ])('answers %s with a GraphQL error and records nothing', (_name, request, message) => {
    const result = handleConsentManagement(request, {userAgent: 'ua-consent-bad'});
    const answer = JSON.parse(result.body) as {errors?: Array<{message: string}>; data?: unknown};
    expect(answer.errors?.[0]?.message).toContain(message);
    expect(result.setCookies).toEqual([]);
    const back = JSON.parse(
      handleCustomerPrivacy('GET', url('/customer-privacy/received?user_agent=ua-consent-bad'))?.body ?? '{}',
    ) as {consents: unknown[]};
    expect(back.consents).toEqual([]);
  });

  it("serves the consent script at the CDN's path", () => {
    const script = handleCustomerPrivacy('GET', url(CONSENT_SCRIPT_PATH));
    expect(script?.headers['content-type']).toContain('javascript');
    expect(script?.body).toContain('setTrackingConsent');
    expect(script?.body).toContain('/api/unstable/graphql.json');
  });
});
