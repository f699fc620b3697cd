import type {CartRecord} from '../store/types';
import {priceCart} from '../storefront/cartPricing';
import {applyDiscountCode} from '../storefront/discountCodes';
import {DECLINE_CARD, TEST_CARD, US_STATES} from './form';

/** The hosted checkout page of the dev backend: plain HTML, no script, accessible labels. */

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[char] ?? char,
  );

function formatMoney(amount: number, cart: CartRecord): string {
  return new Intl.NumberFormat(cart.market === 'GB' ? 'en-GB' : 'en-US', {
    style: 'currency',
    currency: cart.market === 'GB' ? 'GBP' : 'USD',
  }).format(amount);
}

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',sans-serif;color:#0c1a24;background:#f4efe8;line-height:1.5}
  header{background:#063448;color:#fff;padding:16px 24px}header p{margin:0;font-weight:600;font-size:1.25rem}
  main{display:grid;grid-template-columns:minmax(0,3fr) minmax(0,2fr);gap:32px;max-width:1100px;margin:0 auto;padding:32px 24px}
  @media (max-width:768px){main{grid-template-columns:1fr}}
  h1{font-size:1.75rem;margin:0 0 16px}h2{font-size:1.125rem;margin:24px 0 8px}
  label{display:block;font-weight:600;margin:12px 0 4px}input,select{width:100%;padding:10px;border:1px solid #5b6770;border-radius:6px;font:inherit;background:#fff}
  input:focus,select:focus,button:focus,a:focus{outline:3px solid #063448;outline-offset:2px}
  .row{display:grid;grid-template-columns:1fr 1fr;gap:12px}.error{color:#9a2f1f;font-weight:600;margin:4px 0 0}
  .summary{background:#fff;border-radius:8px;padding:20px;align-self:start}.summary ul{list-style:none;padding:0;margin:0}
  .summary li{display:flex;justify-content:space-between;gap:12px;padding:8px 0;border-bottom:1px solid #d9d4cc}
  .total{display:flex;justify-content:space-between;font-weight:700;font-size:1.125rem;padding-top:12px}
  .alert{background:#fbe9e6;border:2px solid #9a2f1f;border-radius:8px;padding:12px 16px;margin-bottom:16px}
  button{margin-top:24px;width:100%;padding:14px;border:0;border-radius:999px;background:#063448;color:#fff;font:inherit;font-weight:700;cursor:pointer}
  .hint{color:#4a5660;font-size:.9rem;margin:4px 0 0}
`;

export function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)} | Keel checkout</title><style>${STYLE}</style></head><body><header><p>Keel checkout</p></header>${body}</body></html>`;
}

export function messagePage(title: string, message: string, link?: {href: string; label: string}): string {
  return page(
    title,
    `<main style="display:block;max-width:640px"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>${
      link ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>` : ''
    }</main>`,
  );
}

function field(
  name: string,
  label: string,
  values: Record<string, string>,
  errors: Record<string, string>,
  attributes: string,
  hint?: string,
): string {
  const error = errors[name];
  const describedBy = [hint ? `${name}-hint` : '', error ? `${name}-error` : ''].filter(Boolean).join(' ');
  return `<label for="${name}">${escapeHtml(label)}</label>${hint ? `<p class="hint" id="${name}-hint">${escapeHtml(hint)}</p>` : ''}<input id="${name}" name="${name}" value="${escapeHtml(values[name] ?? '')}" ${attributes}${
    error ? ' aria-invalid="true"' : ''
  }${describedBy ? ` aria-describedby="${describedBy}"` : ''}>${error ? `<p class="error" id="${name}-error">${escapeHtml(error)}</p>` : ''}`;
}

export function checkoutPage(
  cart: CartRecord,
  action: string,
  values: Record<string, string> = {},
  errors: Record<string, string> = {},
): string {
  const priced = priceCart(cart);
  const code = applyDiscountCode(cart.discountCodes, priced.total, cart.market);
  const lines = priced.lines.filter((line) => line.line.quantity > 0);
  const us = cart.market === 'US';
  const errorList = Object.entries(errors);
  const summary = `<aside class="summary" aria-labelledby="summary-title"><h2 id="summary-title" style="margin-top:0">Order summary</h2><ul>${lines
    .map(
      (line) =>
        `<li><span>${escapeHtml(line.ref.product.title)}${
          line.ref.variant.title !== 'Default Title' ? ` (${escapeHtml(line.ref.variant.title)})` : ''
        } × ${line.line.quantity}</span><span>${formatMoney(line.total, cart)}</span></li>`,
    )
    .join('')}${
    code.amount > 0
      ? `<li><span>Discount ${escapeHtml(code.code)}</span><span>−${formatMoney(code.amount, cart)}</span></li>`
      : ''
  }<li><span>Shipping</span><span>Free</span></li></ul><p class="total"><span>Total</span><span data-testid="checkout-total">${formatMoney(
    priced.total - code.amount,
    cart,
  )}</span></p></aside>`;

  if (lines.length === 0) {
    return page(
      'Your cart is empty',
      `<main><section><h1>Your cart is empty</h1><p>There is nothing to pay for yet.</p></section>${summary}</main>`,
    );
  }

  const stateOptions = Object.entries(US_STATES)
    .map(
      ([code, name]) =>
        `<option value="${code}"${values.province === code ? ' selected' : ''}>${escapeHtml(name)}</option>`,
    )
    .join('');
  const form = `<section><h1>Checkout</h1>${
    errorList.length
      ? `<div class="alert" role="alert" tabindex="-1" id="error-summary"><p><strong>Please check your details</strong></p><ul>${errorList
          .map(([name, message]) => `<li><a href="#${name}">${escapeHtml(message)}</a></li>`)
          .join('')}</ul></div>`
      : ''
  }<form method="post" action="${escapeHtml(action)}" novalidate>
  <h2>Contact</h2>${field('email', 'Email', values, errors, 'type="email" autocomplete="email" required')}
  <h2>Shipping address</h2>
  <p class="hint">Country: ${us ? 'United States' : 'United Kingdom'}</p>
  <div class="row"><div>${field('firstName', 'First name', values, errors, 'autocomplete="given-name" required')}</div><div>${field(
    'lastName',
    'Last name',
    values,
    errors,
    'autocomplete="family-name" required',
  )}</div></div>
  ${field('address1', 'Address', values, errors, 'autocomplete="address-line1" required')}
  ${field('address2', 'Apartment, suite, etc. (optional)', values, errors, 'autocomplete="address-line2"')}
  <div class="row"><div>${field('city', us ? 'City' : 'Town or city', values, errors, 'autocomplete="address-level2" required')}</div><div>${
    us
      ? `<label for="province">State</label><select id="province" name="province" autocomplete="address-level1" required${
          errors.province ? ' aria-invalid="true" aria-describedby="province-error"' : ''
        }><option value="">Select a state</option>${stateOptions}</select>${
          errors.province ? `<p class="error" id="province-error">${escapeHtml(errors.province)}</p>` : ''
        }`
      : field('province', 'County (optional)', values, errors, 'autocomplete="address-level1"')
  }</div></div>
  <div class="row"><div>${field('zip', us ? 'ZIP code' : 'Postcode', values, errors, 'autocomplete="postal-code" required')}</div><div>${field(
    'phone',
    'Phone (optional)',
    values,
    errors,
    'type="tel" autocomplete="tel"',
  )}</div></div>
  <h2>Payment: Credit Card</h2>
  ${field('cardNumber', 'Card number', values, errors, 'inputmode="numeric" autocomplete="cc-number" required', `Test card ${TEST_CARD.replace(/(\d{4})/g, '$1 ').trim()} is approved; ${DECLINE_CARD.replace(/(\d{4})/g, '$1 ').trim()} is declined.`)}
  <div class="row"><div>${field('cardExpiry', 'Expiry (MM/YY)', values, errors, 'autocomplete="cc-exp" placeholder="MM/YY" required')}</div><div>${field(
    'cardCvc',
    'Security code',
    values,
    errors,
    'inputmode="numeric" autocomplete="cc-csc" required',
  )}</div></div>
  ${field('cardName', 'Name on card', values, errors, 'autocomplete="cc-name" required')}
  <button type="submit">Pay ${formatMoney(priced.total - code.amount, cart)}</button>
</form></section>`;
  return page(errorList.length ? 'Check your details' : 'Checkout', `<main>${form}${summary}</main>`);
}
