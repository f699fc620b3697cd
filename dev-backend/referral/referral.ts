/**
 * A stand-in for the referral marketing provider (rules:module-referral-form: "a referral offer
 * from a referral marketing provider"; rules:order-states: "a script is loaded per
 * locale"). The storefront loads `/referral/v1/{locale}/widget.js`, which
 * registers its locale's offer on `window.KeelReferral` and gives
 * `KeelReferral.mount(element, {locale})`: a form for the member's name and
 * e-mail that posts to `/referral/v1/referrals` and shows the member's
 * personal share link. The link's code is derived from the e-mail, so a
 * member asking twice gets the same link; nothing is stored.
 */
import {createHash} from 'node:crypto';
import {z} from 'zod';
import {parseJsonObject} from '../http/jsonBody';
import {postBody} from '../http/body';
import {fromResult, type Handler} from '../http/handler';

/** Each locale's campaign: the friend's discount and the member's reward are the same amount. */
export const REFERRAL_OFFERS = {
  'en-US': {currencyCode: 'USD', amount: 100, shareBase: 'https://www.keel.example/r/'},
  'en-GB': {currencyCode: 'GBP', amount: 75, shareBase: 'https://www.keel.example/en-GB/r/'},
} as const;

export type ReferralLocale = keyof typeof REFERRAL_OFFERS;

/** Bodies above this are refused before they are parsed: a name and an e-mail fit in far less. */
export const MAX_REFERRAL_BODY = 2048;
const MAX_PURCHASE_BODY = 4096;

export interface Referral {
  code: string;
  shareUrl: string;
  offer: {amount: number; currencyCode: string};
}

export interface ReferralResult {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const isLocale = (value: string): value is ReferralLocale => Object.hasOwn(REFERRAL_OFFERS, value);

/**
 * The embeddable script for one locale. It builds its form with DOM calls
 * (no HTML strings) and styles it inline, inheriting the host's text colour.
 * `endpoint` is where it posts; `config` is the locale's offer.
 */
export function referralScript(locale: ReferralLocale, endpoint: string): string {
  const config = {
    locale,
    endpoint,
    purchasesEndpoint: endpoint.replace(/\/referrals$/, '/purchases'),
    ...REFERRAL_OFFERS[locale],
  };
  return `(function () {
  var registry = window.KeelReferral || {version: 1, locales: {}};
  registry.locales[${JSON.stringify(locale)}] = ${JSON.stringify(config)};
  function el(tag, props, children) {
    var node = document.createElement(tag);
    Object.keys(props || {}).forEach(function (key) { node.setAttribute(key, props[key]); });
    (children || []).forEach(function (child) { node.append(child); });
    return node;
  }
  var INPUT = 'display:block;box-sizing:border-box;width:100%;min-height:44px;margin-top:0.25rem;padding:0 0.75rem;font:inherit;color:#111;background:#fff;border:1px solid #555;border-radius:4px';
  var BUTTON = 'min-height:44px;padding:0 1.25rem;font:inherit;font-weight:600;color:#111;background:#fff;border:2px solid #111;border-radius:999px;cursor:pointer';
  function money(config, amount) {
    return new Intl.NumberFormat(config.locale, {style: 'currency', currency: config.currencyCode, maximumFractionDigits: 0}).format(amount);
  }
  function field(uid, name, label, type, autocomplete) {
    var input = el('input', {id: uid + '-' + name, name: name, type: type, autocomplete: autocomplete, required: '', style: INPUT});
    return {input: input, row: el('div', {style: 'flex:1 1 14rem'}, [el('label', {for: input.id, style: 'font-weight:600'}, [label]), input])};
  }
  function mount(target, options) {
    var config = registry.locales[(options && options.locale) || ''];
    if (!target || !config || target.getAttribute('data-referral-mounted') === 'true') return false;
    target.setAttribute('data-referral-mounted', 'true');
    var uid = 'keel-referral-' + Math.random().toString(36).slice(2, 8);
    var offer = money(config, config.amount);
    var status = el('p', {id: uid + '-status', role: 'status', 'aria-live': 'polite', style: 'margin:0;min-height:1.5em'});
    var name = field(uid, 'name', 'Your name', 'text', 'name');
    var email = field(uid, 'email', 'Your e-mail', 'email', 'email');
    var button = el('button', {type: 'submit', style: BUTTON}, ['Get my link']);
    var form = el('form', {'aria-label': 'Refer a friend', novalidate: '', style: 'display:grid;gap:0.75rem'}, [
      el('p', {style: 'margin:0'}, ['Get your personal link: friends save ' + offer + ' on their first rower, and you get ' + offer + ' back.']),
      el('div', {style: 'display:flex;flex-wrap:wrap;gap:0.75rem'}, [name.row, email.row]),
      el('div', {}, [button]),
    ]);
    function invalid(input, message) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', status.id);
      status.textContent = message;
      input.focus();
    }
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      [name.input, email.input].forEach(function (input) { input.removeAttribute('aria-invalid'); input.removeAttribute('aria-describedby'); });
      var nameValue = name.input.value.trim();
      var emailValue = email.input.value.trim();
      if (!nameValue) return invalid(name.input, 'Enter your name.');
      if (!emailValue) return invalid(email.input, 'Enter your e-mail address.');
      if (!/^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$/.test(emailValue)) return invalid(email.input, 'Enter an e-mail address like name@example.com.');
      button.disabled = true;
      status.textContent = 'Getting your link...';
      fetch(config.endpoint, {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify({locale: config.locale, name: nameValue, email: emailValue})})
        .then(function (response) {
          return response.json().catch(function () { return null; }).then(function (body) {
            if (response.ok && body && body.shareUrl) return body;
            var failure = new Error('referral ' + response.status);
            failure.userMessage = body && body.error;
            throw failure;
          });
        })
        .then(showLink)
        .catch(function (error) {
          button.disabled = false;
          status.textContent = (error && error.userMessage) || 'We could not make your link. Please try again.';
        });
    });
    function showLink(referral) {
      var reward = money(config, referral.offer.amount);
      var link = el('input', {id: uid + '-link', type: 'text', readonly: '', value: referral.shareUrl, style: INPUT + ';flex:1 1 16rem;width:auto;margin:0'});
      var copy = el('button', {type: 'button', style: BUTTON}, ['Copy link']);
      copy.addEventListener('click', function () {
        function manual() { link.select(); status.textContent = 'Press Ctrl+C (or Cmd+C) to copy the selected link.'; }
        if (!navigator.clipboard) return manual();
        navigator.clipboard.writeText(referral.shareUrl).then(function () { status.textContent = 'Link copied.'; }, manual);
      });
      panel.replaceChildren(
        el('p', {style: 'margin:0'}, ['Share this link: your friend saves ' + reward + ' on their first rower, and you get ' + reward + ' back when it is delivered.']),
        el('div', {}, [
          el('label', {for: link.id, style: 'font-weight:600'}, ['Your share link']),
          el('div', {style: 'display:flex;flex-wrap:wrap;gap:0.75rem;margin-top:0.25rem'}, [link, copy]),
        ]),
      );
      status.textContent = 'Your link is ready.';
      link.focus();
    }
    var panel = el('div', {style: 'display:grid;gap:0.75rem'}, [form]);
    target.replaceChildren(el('div', {style: 'display:grid;gap:0.75rem'}, [panel, status]));
    return true;
  }
  registry.mount = mount;
  // rules:order-states: the order page registers the purchase (Talkable-style register_purchase).
  registry.registerPurchase = function (data) {
    return fetch(${JSON.stringify(config.purchasesEndpoint)}, {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify(data)}).then(function (response) {
      if (!response.ok) throw new Error('referral purchase ' + response.status);
      return response.json();
    });
  };
  window.KeelReferral = registry;
})();
`;
}

const NAME = 'Enter your name.';
const EMAIL = 'Enter an e-mail address like name@example.com.';
const ReferralRequestSchema = z.object({
  locale: z.enum(Object.keys(REFERRAL_OFFERS) as [ReferralLocale, ...ReferralLocale[]], {
    message: `locale must be one of: ${Object.keys(REFERRAL_OFFERS).join(', ')}`,
  }),
  name: z.string({message: NAME}).trim().min(1, NAME).max(100, 'Your name is too long.'),
  email: z
    .string({message: EMAIL})
    .trim()
    .max(254, EMAIL)
    .pipe(z.email({message: EMAIL})),
});

/** A short code from the name's first letters and a hash of the e-mail: the same member always gets the same link. */
export function referralCode(name: string, email: string): string {
  const prefix =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z]/g, '')
      .slice(0, 8) || 'keel';
  const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return `${prefix}-${BigInt(`0x${hash.slice(0, 12)}`)
    .toString(36)
    .slice(0, 6)}`;
}

/** Validates a posted referral request; returns the member's referral or an error message. */
export function parseReferralRequest(raw: string): Referral | string {
  const request = parseJsonObject(raw, MAX_REFERRAL_BODY, ReferralRequestSchema, 'Invalid request');
  if (typeof request === 'string') return request;
  const offer = REFERRAL_OFFERS[request.locale];
  const code = referralCode(request.name, request.email);
  return {code, shareUrl: `${offer.shareBase}${code}`, offer: {amount: offer.amount, currencyCode: offer.currencyCode}};
}

/** The storefront's origin and its loopback twin (127.0.0.1 and localhost are the same machine, not the same origin). */
export function allowedOrigins(storefrontUrl: string): Set<string> {
  const url = new URL(storefrontUrl);
  const origins = new Set([url.origin]);
  const twin = {localhost: '127.0.0.1', '127.0.0.1': 'localhost'}[url.hostname];
  if (twin) origins.add(`${url.protocol}//${twin}${url.port ? `:${url.port}` : ''}`);
  return origins;
}

/**
 * Routes /referral/v1/...; null for anything else. `body` is the raw request
 * body for POST; `origin` the request's Origin header. Browsers may read the
 * API's answers on the storefront's origin only (CORS); the script is public.
 */
const nullable = (schema: z.ZodString) => schema.nullable();
const PurchaseSchema = z.object({
  purchase: z.object({
    order_number: z.string().trim().min(1).max(40),
    subtotal: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'subtotal must be an amount'),
    coupon_code: nullable(z.string().max(100)),
    currency_iso_code: z.string().regex(/^[A-Z]{3}$/, 'currency_iso_code must be an ISO code'),
    shipping_zip: nullable(z.string().max(20)),
    shipping_address: nullable(z.string().max(300)),
  }),
  customer: z.object({
    email: nullable(z.string().max(254)),
    phone: nullable(z.string().max(40)),
    first_name: nullable(z.string().max(100)),
    last_name: nullable(z.string().max(100)),
  }),
});
export type RegisteredPurchase = z.infer<typeof PurchaseSchema>;

export function createReferralHandler(options: {storefrontUrl: string}) {
  const origins = allowedOrigins(options.storefrontUrl);
  // Registered purchases by order number (in memory): a purchase is recorded once.
  const purchases = new Map<string, RegisteredPurchase & {registrations: number}>();
  return function handleReferral(
    method: string,
    url: URL,
    body: string | null,
    origin: string | undefined,
  ): ReferralResult | null {
    if (!url.pathname.startsWith('/referral/v1/')) return null;
    const cors: Record<string, string> = {vary: 'origin'};
    if (origin && origins.has(origin)) {
      Object.assign(cors, {
        'access-control-allow-origin': origin,
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers': 'content-type',
        'access-control-max-age': '600',
      });
    }
    const json = (status: number, value: unknown, headers: Record<string, string> = {}): ReferralResult => ({
      status,
      headers: {...cors, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers},
      body: JSON.stringify(value),
    });

    const script = /^\/referral\/v1\/([^/]+)\/widget\.js$/.exec(url.pathname);
    if (script) {
      const locale = script[1] ?? '';
      if (!isLocale(locale))
        return {
          status: 404,
          headers: {'content-type': 'text/plain; charset=utf-8'},
          body: `No referral widget for locale ${locale}.`,
        };
      if (method !== 'GET' && method !== 'HEAD')
        return {
          status: 405,
          headers: {allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8'},
          body: 'Use GET.',
        };
      return {
        status: 200,
        headers: {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'public, max-age=300',
          'access-control-allow-origin': '*',
        },
        body: referralScript(locale, new URL('/referral/v1/referrals', url).toString()),
      };
    }

    if (url.pathname === '/referral/v1/referrals') {
      if (method === 'OPTIONS') return {status: 204, headers: cors, body: ''};
      if (method !== 'POST') return json(405, {error: 'Use POST.'}, {allow: 'POST, OPTIONS'});
      if ((body ?? '').length > MAX_REFERRAL_BODY) return json(413, {error: 'Body too large'});
      const parsed = parseReferralRequest(body ?? '');
      if (typeof parsed === 'string') return json(400, {error: parsed});
      return json(201, parsed);
    }

    if (url.pathname === '/referral/v1/purchases') {
      if (method === 'OPTIONS') return {status: 204, headers: cors, body: ''};
      if (method === 'GET') {
        const order = url.searchParams.get('order_number') ?? '';
        const found = purchases.get(order);
        return found ? json(200, found) : json(404, {error: `No purchase ${order}`});
      }
      if (method !== 'POST') return json(405, {error: 'Use POST.'}, {allow: 'GET, POST, OPTIONS'});
      const parsed = parseJsonObject(body ?? '', MAX_PURCHASE_BODY, PurchaseSchema, 'Invalid purchase');
      if (typeof parsed === 'string') return json(400, {error: parsed});
      const existing = purchases.get(parsed.purchase.order_number);
      if (existing) {
        existing.registrations += 1;
        return json(200, {registered: false, order_number: parsed.purchase.order_number});
      }
      purchases.set(parsed.purchase.order_number, {...parsed, registrations: 1});
      return json(201, {registered: true, order_number: parsed.purchase.order_number});
    }

    return json(404, {error: `No route for ${method} ${url.pathname}`});
  };
}

/** The referral provider's handler (decision 0142). */
export function createReferralStandIn(options: {storefrontUrl: string}): Handler {
  const handleReferral = createReferralHandler(options);
  return async (request) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/referral/')) return null;
    return fromResult(
      handleReferral(request.method, url, await postBody(request), request.headers.get('origin') ?? undefined),
    );
  };
}
