import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {SPRITE} from '~/components/Icon/sprite';
import {CtaIcon} from './CtaIcon';

/** rules:layout-constants "CTA icons: Text Box, Cart, Trash, Chevron Left, Chevron Right, Chevron Up, Chevron Down, Arrow". */
describe('CtaIcon', () => {
  const SPEC_ICONS = [
    'Text Box',
    'Cart',
    'Trash',
    'Chevron Left',
    'Chevron Right',
    'Chevron Up',
    'Chevron Down',
    'Arrow',
  ];
  const symbolOf = (name: string) =>
    renderToStaticMarkup(<CtaIcon name={name} />).match(/<use href="\/icons\.svg\?v=\w+#([^"]+)"/)?.[1];

  it.each(SPEC_ICONS)('draws %s as a decorative icon from the sprite', (name) => {
    const html = renderToStaticMarkup(<CtaIcon name={name} />);
    expect(html).toContain(`data-icon="${name}"`);
    expect(html).toContain('aria-hidden="true"');
    expect(SPRITE).toMatch(new RegExp(`<symbol id="${symbolOf(name)}" viewBox="0 0 24 24"><path [^>]*d="M`));
  });

  it('draws each icon differently, and nothing for a name the spec does not give', () => {
    expect(new Set(SPEC_ICONS.map(symbolOf)).size).toBe(SPEC_ICONS.length);
    expect(renderToStaticMarkup(<CtaIcon name="Rocket" />)).toBe('');
    expect(renderToStaticMarkup(<CtaIcon name={undefined} />)).toBe('');
  });
});
