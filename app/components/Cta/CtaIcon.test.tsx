import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {CtaIcon} from './CtaIcon';

/** spec 9 "CTA icons: Text Box, Cart, Trash, Chevron Left, Chevron Right, Chevron Up, Chevron Down, Arrow". */
describe('CtaIcon', () => {
  const SPEC_ICONS = ['Text Box', 'Cart', 'Trash', 'Chevron Left', 'Chevron Right', 'Chevron Up', 'Chevron Down', 'Arrow'];

  it.each(SPEC_ICONS)('draws %s as a decorative inline icon', (name) => {
    const html = renderToStaticMarkup(<CtaIcon name={name} />);
    expect(html).toContain(`data-icon="${name}"`);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toMatch(/<path d="M[^"]+"/);
  });

  it('draws each icon differently, and nothing for a name the spec does not give', () => {
    const paths = SPEC_ICONS.map((name) => renderToStaticMarkup(<CtaIcon name={name} />).match(/ d="([^"]+)"/)?.[1]);
    expect(new Set(paths).size).toBe(SPEC_ICONS.length);
    expect(renderToStaticMarkup(<CtaIcon name="Rocket" />)).toBe('');
    expect(renderToStaticMarkup(<CtaIcon name={undefined} />)).toBe('');
  });
});
