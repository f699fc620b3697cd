/**
 * A stand-in for the third-party post-purchase survey (rules:order-fields, rules:order-states): the order
 * page loads `embed.js` with the order id and the shop; the script asks one
 * question and posts the answer back here. The storefront never shows the result.
 * Answers live in memory only: they are not commerce data and nothing reads them
 * but the tests (GET /survey/v1/responses?orderId=).
 */
import {z} from 'zod';
import {parseJsonObject} from '../http/jsonBody';
import {postBody} from '../http/body';
import {fromResult, type Handler} from '../http/handler';

export const SURVEY_ANSWERS = [
  'Friend or family',
  'Podcast',
  'Social media',
  'Search engine',
  'TV or streaming',
  'Somewhere else',
] as const;

const MAX_BODY = 2048;

export interface SurveyResponse {
  orderId: string;
  shop: string;
  answer: (typeof SURVEY_ANSWERS)[number];
  receivedAt: string;
}

const responses: SurveyResponse[] = [];

/** The embeddable script. It reads its own data-* attributes and builds the form with DOM calls (no HTML strings). */
export const SURVEY_SCRIPT = `(function () {
  var script = document.currentScript;
  if (!script) return;
  var orderId = script.getAttribute('data-order-id') || '';
  var shop = script.getAttribute('data-shop') || '';
  var target = document.getElementById(script.getAttribute('data-target') || 'post-purchase-survey');
  if (!target || !/^[0-9]{1,20}$/.test(orderId)) return;
  var endpoint = new URL('responses', script.src).toString();
  var answers = ${JSON.stringify(SURVEY_ANSWERS)};
  function el(tag, props, children) {
    var node = document.createElement(tag);
    Object.keys(props || {}).forEach(function (key) { node.setAttribute(key, props[key]); });
    (children || []).forEach(function (child) { node.append(child); });
    return node;
  }
  var status = el('p', {role: 'status', 'aria-live': 'polite'});
  var legend = el('legend', {}, ['How did you hear about Keel?']);
  var fieldset = el('fieldset', {style: 'border:0;padding:0;margin:0 0 1rem'}, [legend]);
  answers.forEach(function (answer, index) {
    var id = 'keel-survey-' + index;
    var input = el('input', {type: 'radio', name: 'keel-survey', id: id, value: answer});
    fieldset.append(el('div', {style: 'margin:0.5rem 0'}, [input, ' ', el('label', {for: id}, [answer])]));
  });
  var button = el('button', {type: 'submit'}, ['Send answer']);
  var form = el('form', {'aria-label': 'Post-purchase survey', novalidate: ''}, [fieldset, button, status]);
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var checked = form.querySelector('input[name="keel-survey"]:checked');
    if (!checked) { status.textContent = 'Choose an answer first.'; return; }
    button.disabled = true;
    status.textContent = 'Sending...';
    fetch(endpoint, {method: 'POST', headers: {'content-type': 'application/json'}, body: JSON.stringify({orderId: orderId, shop: shop, answer: checked.value})})
      .then(function (response) {
        if (!response.ok) throw new Error('survey ' + response.status);
        form.replaceChildren(el('p', {role: 'status'}, ['Thank you, that helps us a lot.']));
      })
      .catch(function () {
        button.disabled = false;
        status.textContent = 'We could not send that. Please try again.';
      });
  });
  target.replaceChildren(el('h2', {}, ['One quick question']), form);
})();
`;

export interface SurveyResult {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '600',
};

function json(status: number, body: unknown): SurveyResult {
  return {
    status,
    headers: {...CORS, 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store'},
    body: JSON.stringify(body),
  };
}

const ORDER_ID = 'orderId must be the numeric order id';
const SHOP = 'shop must be the shop host';
const AnswerSchema = z.object({
  orderId: z.string({message: ORDER_ID}).regex(/^\d{1,20}$/, ORDER_ID),
  shop: z.string({message: SHOP}).regex(/^[a-z0-9.:-]{1,255}$/i, SHOP),
  answer: z.enum(SURVEY_ANSWERS, {message: `answer must be one of: ${SURVEY_ANSWERS.join(', ')}`}),
});

/** Validates a posted answer; returns the response to store or an error message. */
export function parseSurveyAnswer(raw: string): SurveyResponse | string {
  const answer = parseJsonObject(raw, MAX_BODY, AnswerSchema, 'Invalid answer');
  return typeof answer === 'string' ? answer : {...answer, receivedAt: new Date().toISOString()};
}

/** Routes /survey/v1/...; null for anything else. `body` is the raw request body for POST. */
export function handleSurvey(method: string, url: URL, body: string | null): SurveyResult | null {
  if (!url.pathname.startsWith('/survey/v1/')) return null;
  if (method === 'OPTIONS') return {status: 204, headers: CORS, body: ''};
  if (url.pathname === '/survey/v1/embed.js' && (method === 'GET' || method === 'HEAD')) {
    return {
      status: 200,
      headers: {...CORS, 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=300'},
      body: SURVEY_SCRIPT,
    };
  }
  if (url.pathname === '/survey/v1/responses' && method === 'POST') {
    const parsed = parseSurveyAnswer(body ?? '');
    if (typeof parsed === 'string') return json(400, {error: parsed});
    // One answer per order: a second one replaces the first.
    const existing = responses.findIndex(
      (response) => response.orderId === parsed.orderId && response.shop === parsed.shop,
    );
    if (existing >= 0) responses.splice(existing, 1);
    responses.push(parsed);
    if (responses.length > 10_000) responses.shift();
    return json(201, {ok: true});
  }
  if (url.pathname === '/survey/v1/responses' && method === 'GET') {
    const orderId = url.searchParams.get('orderId');
    return json(200, {responses: responses.filter((response) => !orderId || response.orderId === orderId)});
  }
  return json(404, {error: `No route for ${method} ${url.pathname}`});
}

/** The survey stand-in's handler (decision 0142). */
export const surveyHandler: Handler = async (request) => {
  const url = new URL(request.url);
  return url.pathname.startsWith('/survey/')
    ? fromResult(handleSurvey(request.method, url, await postBody(request)))
    : null;
};
