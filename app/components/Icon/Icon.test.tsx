import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {Icon, ICON_SPRITE_URL} from './Icon';
import {SOCIAL_ICONS} from '../../../contentful/model/enums';
import {SPRITE, SPRITE_DOCUMENT} from './sprite';
import {iconSpriteResponse} from './spriteFile.server';

const ids = [...SPRITE.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

describe('Icon and its sprite (decisions 0103, 0168)', () => {
  it("draws an icon as a decorative <use> of its symbol in this build's sprite file, sized by the caller", () => {
    const html = renderToStaticMarkup(<Icon name="cart" size={26} strokeWidth="1.8" />);
    expect(ICON_SPRITE_URL).toMatch(/^\/icons\.svg\?v=[0-9a-f]{10}$/);
    expect(html).toBe(
      `<svg width="26" height="26" aria-hidden="true" focusable="false" stroke-width="1.8"><use href="${ICON_SPRITE_URL}#i-cart"></use></svg>`,
    );
    expect(ids).toContain('i-cart');
  });

  it('gives every symbol one id, and every <use> inside the sprite a symbol of it', () => {
    expect(new Set(ids).size).toBe(ids.length);
    const used = [...SPRITE.matchAll(/<use href="#([^"]+)"/g)].map((match) => match[1]);
    expect(used.length).toBeGreaterThan(0);
    for (const id of used) expect(ids).toContain(id);
  });

  it("takes no class from a page: a page's style sheet does not reach into another file's drawing", () => {
    expect(SPRITE).not.toMatch(/\sclass=/);
  });

  it('draws every social icon the CMS offers, so the footer asks for no image file', () => {
    for (const icon of SOCIAL_ICONS) expect(ids).toContain(`i-social-${icon.toLowerCase()}`);
  });
});

describe('the sprite file (decision 0168)', () => {
  const get = (path: string, method = 'GET') => {
    const request = new Request(`https://shop.example${path}`, {method});
    return iconSpriteResponse(request, new URL(request.url));
  };

  it('serves every symbol as an SVG document, cached for good at its version', async () => {
    const response = get(ICON_SPRITE_URL)!;
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'");
    const body = await response.text();
    expect(body).toBe(SPRITE_DOCUMENT);
    expect(body).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"><symbol /);
    expect(body.match(/<symbol /g)).toHaveLength(ids.length);
  });

  it('answers an old version with the current file, cached briefly, so a page of the last build still draws', async () => {
    for (const path of ['/icons.svg?v=0000000000', '/icons.svg']) {
      const response = get(path)!;
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('public, max-age=300');
      expect(await response.text()).toBe(SPRITE_DOCUMENT);
    }
  });

  it('answers HEAD without a body, refuses other methods, and leaves other paths alone', async () => {
    const head = get(ICON_SPRITE_URL, 'HEAD')!;
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const post = get(ICON_SPRITE_URL, 'POST')!;
    expect(post.status).toBe(405);
    expect(post.headers.get('Allow')).toBe('GET, HEAD');
    expect(get('/icons.svg.map')).toBeNull();
    expect(get('/en-GB/icons.svg')).toBeNull();
  });
});
