import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {Icon, IconSprite} from './Icon';
import {SOCIAL_ICONS} from '../../../contentful/model/enums';
import {SPRITE} from './sprite';

describe('Icon and its sprite (decision 0103)', () => {
  const ids = [...SPRITE.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

  it('draws an icon as a decorative <use> of its symbol, sized by the caller', () => {
    const html = renderToStaticMarkup(<Icon name="cart" size={26} strokeWidth="1.8" />);
    expect(html).toBe(
      '<svg width="26" height="26" aria-hidden="true" focusable="false" stroke-width="1.8"><use href="#i-cart"></use></svg>',
    );
    expect(ids).toContain('i-cart');
  });

  it('gives every symbol one id, and every <use> inside the sprite a symbol of it', () => {
    expect(new Set(ids).size).toBe(ids.length);
    const used = [...SPRITE.matchAll(/<use href="#([^"]+)"/g)].map((match) => match[1]);
    expect(used.length).toBeGreaterThan(0);
    for (const id of used) expect(ids).toContain(id);
  });

  it('renders the sprite once, hidden from assistive technology, with every symbol', () => {
    const html = renderToStaticMarkup(<IconSprite />);
    expect(html).toMatch(/^<svg id="icon-sprite" class="[^"]+" aria-hidden="true" focusable="false">/);
    expect(html.match(/<symbol /g)).toHaveLength(ids.length);
  });

  it('draws every social icon the CMS offers, so the footer asks for no image file', () => {
    for (const icon of SOCIAL_ICONS) expect(ids).toContain(`i-social-${icon.toLowerCase()}`);
  });
});
