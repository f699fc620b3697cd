/**
 * A stand-in for Klarna's Web SDK as far as On-Site Messaging goes
 * (decision 0056): `GET /klarna/web-sdk/v1/klarna.js` defines
 * `window.Klarna.OnsiteMessaging.refresh()`, which draws a message into every
 * `<klarna-placement data-key data-purchase-amount data-locale>` from its
 * current attributes, as the real SDK does: the amount is in cents; up to
 * $1,000 Pay in 4 ('4 interest-free payments of $…'), above it financing
 * ('As low as $…/mo', 36 months at 0% APR). Only en-US is served.
 */

import {fromResult, type Handler} from '../http/handler';

export const KLARNA_KEYS = ['credit-promotion-badge', 'credit-promotion-auto-size'] as const;

export function klarnaScript(): string {
  return `(function () {
  var KEYS = ${JSON.stringify(KLARNA_KEYS)};
  function money(value) {
    return new Intl.NumberFormat('en-US', {style: 'currency', currency: 'USD'}).format(value);
  }
  function message(cents) {
    if (!isFinite(cents) || cents <= 0) return null;
    if (cents <= 100000) return '4 interest-free payments of ' + money(Math.ceil(cents / 4) / 100);
    return 'As low as ' + money(Math.ceil(cents / 36) / 100) + '/mo';
  }
  function draw(placement) {
    var key = placement.getAttribute('data-key');
    var locale = placement.getAttribute('data-locale');
    var cents = Number(placement.getAttribute('data-purchase-amount'));
    if (KEYS.indexOf(key) < 0 || locale !== 'en-US') { placement.replaceChildren(); return; }
    var text = message(cents);
    if (!text) { placement.replaceChildren(); return; }
    var label = document.createElement('span');
    label.textContent = key === 'credit-promotion-badge' ? 'Klarna. ' : '';
    label.style.fontWeight = '700';
    var body = document.createElement('span');
    body.textContent = key === 'credit-promotion-badge' ? text + '.' : text + ' with Klarna.';
    placement.replaceChildren(label, body);
    placement.setAttribute('data-rendered-amount', String(cents));
  }
  var messaging = {
    refresh: function () {
      document.querySelectorAll('klarna-placement').forEach(draw);
    },
  };
  window.Klarna = window.Klarna || {};
  window.Klarna.OnsiteMessaging = messaging;
})();
`;
}

export function handleKlarna(
  method: string,
  url: URL,
): {status: number; headers: Record<string, string>; body: string} | null {
  if (url.pathname !== '/klarna/web-sdk/v1/klarna.js') return null;
  if (method !== 'GET' && method !== 'HEAD')
    return {status: 405, headers: {allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8'}, body: 'Use GET.'};
  return {
    status: 200,
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=300',
      'access-control-allow-origin': '*',
    },
    body: klarnaScript(),
  };
}

/** Klarna's web SDK stand-in's handler (decision 0142). */
export const klarnaHandler: Handler = (request) => fromResult(handleKlarna(request.method, new URL(request.url)));
