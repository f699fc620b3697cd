import {describe, expect, it} from 'vitest';
import {handleKlarna, klarnaScript} from './klarna';

/** Runs the stand-in's script against placements with the given attributes; returns what it drew. */
function drawn(placements: Array<Record<string, string>>): string[] {
  const elements = placements.map((attributes) => {
    const element = {
      attributes: {...attributes},
      text: '',
      getAttribute: (name: string) => element.attributes[name] ?? null,
      setAttribute: (name: string, value: string) => void (element.attributes[name] = value),
      replaceChildren: (...children: Array<{textContent: string}>) =>
        void (element.text = children.map((child) => child.textContent).join('')),
    };
    return element;
  });
  const window: {Klarna?: {OnsiteMessaging: {refresh(): void}}} = {};
  const document = {
    querySelectorAll: () => elements,
    createElement: () => ({textContent: '', style: {}}),
  };
  new Function('window', 'document', klarnaScript())(window, document);
  window.Klarna?.OnsiteMessaging.refresh();
  return elements.map((element) => element.text);
}

describe('Klarna On-Site Messaging stand-in', () => {
  it('draws Pay in 4 up to $1,000 and financing above, from an amount in cents', () => {
    expect(
      drawn([
        {'data-key': 'credit-promotion-badge', 'data-locale': 'en-US', 'data-purchase-amount': '4999'},
        {'data-key': 'credit-promotion-auto-size', 'data-locale': 'en-US', 'data-purchase-amount': '249500'},
        {'data-key': 'credit-promotion-badge', 'data-locale': 'en-US', 'data-purchase-amount': '100000'},
      ]),
    ).toEqual([
      'Klarna. 4 interest-free payments of $12.50.',
      'As low as $69.31/mo with Klarna.',
      'Klarna. 4 interest-free payments of $250.00.',
    ]);
  });

  it('draws nothing for another locale, an unknown placement or no amount', () => {
    expect(
      drawn([
        {'data-key': 'credit-promotion-badge', 'data-locale': 'en-GB', 'data-purchase-amount': '4999'},
        {'data-key': 'top-strip-promotion-badge', 'data-locale': 'en-US', 'data-purchase-amount': '4999'},
        {'data-key': 'credit-promotion-badge', 'data-locale': 'en-US', 'data-purchase-amount': '0'},
      ]),
    ).toEqual(['', '', '']);
  });

  it('serves its script at the Web SDK path only', () => {
    const result = handleKlarna('GET', new URL('http://127.0.0.1:4000/klarna/web-sdk/v1/klarna.js'));
    expect(result?.status).toBe(200);
    expect(result?.headers['content-type']).toContain('javascript');
    expect(handleKlarna('POST', new URL('http://127.0.0.1:4000/klarna/web-sdk/v1/klarna.js'))?.status).toBe(405);
    expect(handleKlarna('GET', new URL('http://127.0.0.1:4000/klarna/other.js'))).toBeNull();
  });
});
