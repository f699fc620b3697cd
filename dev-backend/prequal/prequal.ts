/**
 * A stand-in for the health-spending-account prequalification provider
 * (rules:pdp-prequalification, rules:product-fields: "embedded on the PDP"). The storefront loads
 * `widget.js`, which defines `window.KeelPrequal.mount(element, options)`;
 * the widget asks two questions and says whether the rower is likely an
 * eligible HSA/FSA expense. Nothing is sent anywhere: a real provider
 * would check the shopper's plan.
 */

import {fromResult, type Handler} from '../http/handler';

export const PREQUAL_SCRIPT = `(function () {
  function el(tag, props, children) {
    var node = document.createElement(tag);
    Object.keys(props || {}).forEach(function (key) { node.setAttribute(key, props[key]); });
    (children || []).forEach(function (child) { node.append(child); });
    return node;
  }
  function mount(target, options) {
    if (!target || target.getAttribute('data-prequal-mounted') === 'true') return false;
    target.setAttribute('data-prequal-mounted', 'true');
    var product = String((options && options.product) || 'this product');
    var uid = 'keel-prequal-' + Math.random().toString(36).slice(2, 8);
    var status = el('p', {role: 'status', 'aria-live': 'polite', style: 'margin:0.5rem 0 0'});
    var account = el('fieldset', {style: 'border:0;padding:0;margin:0.5rem 0'}, [el('legend', {}, ['Which account do you have?'])]);
    ['HSA', 'FSA', 'Neither'].forEach(function (answer, index) {
      var id = uid + '-account-' + index;
      account.append(el('span', {style: 'margin-right:1rem;white-space:nowrap'}, [el('input', {type: 'radio', name: uid + '-account', id: id, value: answer}), ' ', el('label', {for: id}, [answer])]));
    });
    var condition = el('input', {type: 'checkbox', id: uid + '-condition'});
    var conditionRow = el('p', {style: 'margin:0.5rem 0'}, [condition, ' ', el('label', {for: uid + '-condition'}, ['A clinician has recommended regular exercise for a health condition'])]);
    var button = el('button', {type: 'submit'}, ['Check if I qualify']);
    var form = el('form', {'aria-label': 'HSA and FSA prequalification', novalidate: ''}, [account, conditionRow, button, status]);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var chosen = form.querySelector('input[name="' + uid + '-account"]:checked');
      if (!chosen) { status.textContent = 'Choose your account first.'; return; }
      if (chosen.value === 'Neither') { status.textContent = 'Without an HSA or FSA you can still spread the cost with financing at checkout.'; return; }
      status.textContent = condition.checked
        ? 'You likely qualify: with a letter of medical necessity, the ' + product + ' is an eligible ' + chosen.value + ' expense. We send the letter after checkout.'
        : 'You may qualify if a clinician recommends regular exercise. Our partner can arrange a short online consultation after checkout.';
    });
    target.replaceChildren(el('p', {style: 'margin:0;font-weight:600'}, ['Pay with pre-tax HSA or FSA dollars']), form);
    return true;
  }
  window.KeelPrequal = {version: 1, mount: mount};
})();
`;

export interface PrequalResult {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Routes /prequal/v1/...; null for anything else. */
export function handlePrequal(method: string, url: URL): PrequalResult | null {
  if (url.pathname !== '/prequal/v1/widget.js') return null;
  if (method !== 'GET' && method !== 'HEAD') {
    return {status: 405, headers: {allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8'}, body: 'Use GET.'};
  }
  return {
    status: 200,
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'public, max-age=300',
      'access-control-allow-origin': '*',
    },
    body: PREQUAL_SCRIPT,
  };
}

/** The prequalification widget's handler (decision 0142). */
export const prequalHandler: Handler = (request) => fromResult(handlePrequal(request.method, new URL(request.url)));
