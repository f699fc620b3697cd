/**
 * The stand-in's sign-in page: Shopify's passwordless flow (an e-mail, then a 6-digit code). No
 * e-mail is sent in dev, so the code step shows the code, labelled as the dev backend's
 * (decision 0133). en-GB when the login asks for it (locale / ui_locales en-GB, or region_country GB).
 */

export type LoginLocale = 'en-US' | 'en-GB';

const COPY = {
  'en-US': {
    title: 'Sign in',
    lead: 'Enter your email and we’ll send you a 6-digit code.',
    email: 'Email',
    next: 'Continue',
    codeTitle: 'Enter your code',
    code: '6-digit code',
    submit: 'Sign in',
  },
  'en-GB': {
    title: 'Sign in',
    lead: 'Enter your email address and we’ll send you a 6-digit code.',
    email: 'Email address',
    next: 'Continue',
    codeTitle: 'Enter your code',
    code: '6-digit code',
    submit: 'Sign in',
  },
} as const;

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
  *{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1a1a1a;background:#f5f5f4}
  main{max-width:26rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px}
  h1{font-size:1.5rem;margin:0 0 .5rem}label{display:block;font-weight:600;margin:1rem 0 .25rem}
  input{width:100%;min-height:44px;padding:.5rem .75rem;font:inherit;border:1px solid #6b6b6b;border-radius:4px}
  input[aria-invalid=true]{border-color:#b00020}.error{color:#b00020;margin:.25rem 0 0}
  button{margin-top:1.25rem;width:100%;min-height:44px;font:inherit;font-weight:600;color:#fff;background:#1a1a1a;border:0;border-radius:4px;cursor:pointer}
  :focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
  .dev{margin:1rem 0 0;padding:.75rem;background:#fef3c7;border:1px solid #92400e;border-radius:4px}
  output{font-weight:700;letter-spacing:.1em}
`;

function page(locale: LoginLocale, title: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)} – Keel</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

function field(id: string, label: string, attributes: string, error: string | null): string {
  const invalid = error ? ` aria-invalid="true" aria-describedby="${id}-error"` : '';
  return `<label for="${id}">${label}</label><input id="${id}" name="${id}" ${attributes} required autofocus${invalid}>${error ? `<p class="error" id="${id}-error">${escape(error)}</p>` : ''}`;
}

/** The e-mail step; `action` is the authorize URL (path and query) the form posts back to. */
export function emailStep(locale: LoginLocale, action: string, values: {email?: string; error?: string} = {}): string {
  const copy = COPY[locale];
  const value = values.email ? ` value="${escape(values.email)}"` : '';
  return page(
    locale,
    copy.title,
    `<h1>${copy.title}</h1><p>${copy.lead}</p>
<form method="post" action="${escape(action)}" novalidate>${field('email', copy.email, `type="email" autocomplete="email"${value}`, values.error ?? null)}<button type="submit">${copy.next}</button></form>`,
  );
}

/** The code step, with the code shown because the dev backend sends no e-mail. */
export function codeStep(
  locale: LoginLocale,
  action: string,
  values: {email: string; login: string; devCode: string; error?: string},
): string {
  const copy = COPY[locale];
  return page(
    locale,
    copy.codeTitle,
    `<h1>${copy.codeTitle}</h1><p>Sent to ${escape(values.email)}</p>
<p class="dev" role="note">Dev backend: no email is sent. The code is <output id="dev-code">${values.devCode}</output></p>
<form method="post" action="${escape(action)}" novalidate><input type="hidden" name="login" value="${escape(values.login)}">${field('code', copy.code, 'type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6"', values.error ?? null)}<button type="submit">${copy.submit}</button></form>`,
  );
}

/** An error Shopify shows instead of redirecting (an unknown client or callback). */
export function errorPage(locale: LoginLocale, message: string): string {
  return messagePage(locale, 'Something went wrong', message);
}

export function messagePage(locale: LoginLocale, title: string, message: string): string {
  return page(locale, title, `<h1>${escape(title)}</h1><p>${escape(message)}</p>`);
}
