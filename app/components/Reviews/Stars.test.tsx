import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {Stars} from './Stars';

/** The filled layer's width in the rating's markup. */
const filledWidth = (html: string) =>
  Number(/<svg width="([\d.]+)" height="\d+"><use href="\/icons\.svg\?v=\w+#i-stars-\d+" width/.exec(html)?.[1]);
/** Where the empty layer starts. */
const emptyFrom = (html: string) => Number(/<svg x="([\d.]+)"/.exec(html)?.[1]);

describe('Stars (rules:content-fields)', () => {
  it('names the rating in words, as a single image', () => {
    const html = renderToStaticMarkup(<Stars score={4.66} />);
    expect(html).toMatch(/^<span class="[^"]+" role="img" aria-label="Rated 4.7 out of 5">/);
    expect(html.match(/<svg/g)).toHaveLength(3);
    expect(html).toContain('aria-hidden="true"');
  });

  it('draws the row twice from the sprite and no star of its own', () => {
    const html = renderToStaticMarkup(<Stars score={3} size={20} />);
    expect(html.match(/<use href="\/icons\.svg\?v=\w+#i-stars-20"/g)).toHaveLength(2);
    expect(html).not.toContain('<path');
    expect(html).toContain('width="108" height="20" viewBox="0 0 108 20"');
  });

  it('fills up to the fraction of the partial star, as wide as its drawing (x 1.4 to 18.6 of 20)', () => {
    // 16px stars 2px apart: four full (4 x 18), then 0.6 of the fifth's drawing.
    expect(filledWidth(renderToStaticMarkup(<Stars score={4.6} />))).toBeCloseTo(72 + (1.4 + 17.2 * 0.6) * 0.8, 2);
    expect(filledWidth(renderToStaticMarkup(<Stars score={3.5} size={20} />))).toBeCloseTo(66 + 1.4 + 17.2 * 0.5, 2);
    expect(filledWidth(renderToStaticMarkup(<Stars score={2} />))).toBe(36);
    expect(filledWidth(renderToStaticMarkup(<Stars score={7} />))).toBe(88);
    expect(filledWidth(renderToStaticMarkup(<Stars score={-1} />))).toBe(0);
  });

  it('draws the empty stars from the partial star on, so no full star has an empty one under it', () => {
    expect(emptyFrom(renderToStaticMarkup(<Stars score={4.6} />))).toBe(72);
    expect(emptyFrom(renderToStaticMarkup(<Stars score={3.5} size={20} />))).toBe(66);
    expect(emptyFrom(renderToStaticMarkup(<Stars score={2} />))).toBe(36);
    expect(emptyFrom(renderToStaticMarkup(<Stars score={5} />))).toBe(88);
    expect(emptyFrom(renderToStaticMarkup(<Stars score={0} />))).toBe(0);
  });
});
