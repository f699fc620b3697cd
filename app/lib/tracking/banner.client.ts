import {button} from '~/styles/button';
import * as styles from './banner.css';
import {consentInBrowser} from './browser';
import {consentCookie, localeOfPath, type Consent} from './consent';

/**
 * The cookie choice (docs/decisions/0053): accept all, reject all, or choose
 * analytics and marketing one by one. 'Reject all' sits beside 'Accept all'
 * with the same look: refusing is as easy as accepting. A non-modal dialog
 * fixed over the bottom of the page (it moves nothing), at the start of the
 * body so it comes first in the focus order; the choice is the keel_consent
 * cookie. Built with DOM calls: it loads after hydration, only when shown,
 * and needs no second React root.
 */

const BANNER_ID = 'keel-consent';

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<string, string>> = {},
  children: Array<Node | string> = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) if (value !== undefined) node.setAttribute(key, value);
  node.append(...children);
  return node;
}

export interface BannerOptions {
  mode: 'banner' | 'choose';
  /** Called after the cookie is written, with the consent before the choice. */
  onChosen: (previous: Consent) => void;
}

export function closeBanner(): void {
  document.getElementById(BANNER_ID)?.remove();
}

export function showBanner({mode, onChosen}: BannerOptions): void {
  closeBanner();
  const pathname = window.location.pathname;
  const us = localeOfPath(pathname) === 'en-US';
  const current = consentInBrowser(pathname);
  const returnTo = mode === 'choose' && document.activeElement instanceof HTMLElement ? document.activeElement : null;

  const title = el('h2', {id: `${BANNER_ID}-title`, class: styles.title}, [
    us ? 'Your privacy choices' : 'Cookies on Keel',
  ]);
  const text = el('p', {id: `${BANNER_ID}-text`, class: styles.text}, [
    us
      ? 'We use cookies to measure how the shop is used (analytics) and to tailor our marketing e-mails to what you browse (marketing). You can turn either off.'
      : 'We would like to use cookies to measure how the shop is used (analytics) and to tailor our marketing e-mails to what you browse (marketing). We only set them if you agree. Cookies the shop needs to work, such as your cart, are always on.',
  ]);
  const option = (label: string, description: string, checked: boolean) => {
    const input = el('input', {type: 'checkbox', class: styles.checkbox});
    input.checked = checked;
    return {
      input,
      row: el('label', {class: styles.option}, [
        input,
        el('span', {}, [el('strong', {}, [label]), `: ${description}`]),
      ]),
    };
  };
  const analytics = option(
    'Analytics',
    'pages viewed and products added to the cart, sent to Google Analytics.',
    current.analytics,
  );
  const marketing = option(
    'Marketing',
    'products you view and add, sent to Klaviyo to tailor our e-mails.',
    current.marketing,
  );
  const options = el('fieldset', {class: styles.options}, [
    el('legend', {class: styles.legend}, ['Choose which cookies we may use']),
    analytics.row,
    marketing.row,
  ]);

  const section = el('section', {
    id: BANNER_ID,
    role: 'dialog',
    'aria-modal': 'false',
    'aria-labelledby': title.id,
    'aria-describedby': text.id,
    class: styles.banner,
    'data-testid': 'consent-banner',
  });
  const finish = (choice: {analytics: boolean; marketing: boolean}) => {
    document.cookie = consentCookie(choice, window.location.hostname);
    closeBanner();
    returnTo?.focus();
    onChosen(current);
  };
  const action = (label: string, variant: 'PRIMARY' | 'SECONDARY_OUTLINE' | 'LINK', onClick: () => void) => {
    const node = el('button', {type: 'button', class: button({variant})}, [label]);
    node.addEventListener('click', onClick);
    return node;
  };
  const accept = action('Accept all', 'PRIMARY', () => finish({analytics: true, marketing: true}));
  const reject = action('Reject all', 'PRIMARY', () => finish({analytics: false, marketing: false}));
  const save = action('Save my choices', 'SECONDARY_OUTLINE', () =>
    finish({analytics: analytics.input.checked, marketing: marketing.input.checked}),
  );
  const actions = el('div', {class: styles.actions}, [accept, reject]);
  const choose = () => {
    section.insertBefore(options, actions);
    chooseButton.replaceWith(save);
    analytics.input.focus();
  };
  const chooseButton = action('Choose', 'SECONDARY_OUTLINE', choose);
  actions.append(chooseButton);
  if (mode === 'choose') {
    actions.append(
      action('Close', 'LINK', () => {
        closeBanner();
        returnTo?.focus();
      }),
    );
  }
  section.append(title, text, actions);
  document.body.prepend(section);
  if (mode === 'choose') choose();
}
