import {describe, expect, it} from 'vitest';
import {htmlWeight} from './htmlWeight';

const star = '<svg viewBox="0 0 20 20"><path d="M10 1l3 6 6 1-5 4 1 6-5-3-5 3 1-6-5-4 6-1z"/></svg>';

describe('htmlWeight', () => {
  it('counts the HTML in UTF-8 bytes, not characters', () => {
    expect(htmlWeight('<p>£1</p>').bytes).toBe(10);
  });

  it('counts inline SVGs, and as repeated those whose whole markup appears twice or more', () => {
    const other = '<svg viewBox="0 0 24 24"><circle r="4"/></svg>';
    const weight = htmlWeight(`<div>${star}${star}${star}${other}<span>${star.replace('20 20', '20 21')}</span></div>`);
    expect(weight.svgs).toBe(5);
    expect(weight.repeatedSvgs).toBe(1);
    expect(weight.repeatedSvgCopies).toBe(3);
  });

  it('takes an SVG nested in another as part of its outer markup', () => {
    const nested = '<svg><g><svg viewBox="0 0 1 1"><path d="M0 0h1"/></svg></g></svg>';
    const weight = htmlWeight(`${nested}${nested}`);
    expect(weight.svgs).toBe(4);
    expect(weight.repeatedSvgs).toBe(1);
    expect(weight.repeatedSvgCopies).toBe(2);
  });

  it('does not count as repeated an SVG that only uses a sprite symbol: the drawing is sent once', () => {
    const icon = '<svg class="icon" aria-hidden="true"><use href="#i-chevron"></use></svg>';
    const weight = htmlWeight(
      `<svg hidden><symbol id="i-chevron"><path d="M1 1l4 4"/></symbol></svg>${icon}${icon}${icon}`,
    );
    expect(weight.svgs).toBe(4);
    expect(weight.repeatedSvgs).toBe(0);
    expect(weight.repeatedSvgCopies).toBe(0);
  });

  it('sums the bytes inside inline scripts and leaves out scripts loaded from a src', () => {
    const html =
      '<script>window.__data={"a":"é"}</script>' +
      '<script type="module" src="/assets/entry.js"></script>' +
      '<script type="application/ld+json">{"@type":"Product"}</script>' +
      '<SCRIPT nonce="x">go()</SCRIPT>';
    expect(htmlWeight(html).inlineScriptBytes).toBe(24 + 19 + 4);
  });
});
