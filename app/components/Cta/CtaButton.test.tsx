import type {ReactNode} from 'react';
import {describe, expect, it} from 'vitest';
import {renderWithLocale} from '~/components/LocaleLink/renderWithLocale';
import {JumpButton} from '~/modules/JumpButton/JumpButton';
import type {ModuleJumpButton} from '~/modules/types';
import {normalizeCta} from '~/lib/content/cta';
import {buttonCta} from '~/lib/shell/shell';
import {ModalBridgeProvider} from '~/components/Modal/ModalBridge';
import {CtaButton} from './CtaButton';

/** Server-renders in en-GB, as the app's root loader would say. */
function render(element: ReactNode) {
  return renderWithLocale(
    <ModalBridgeProvider>{element}</ModalBridgeProvider>,
    {localeCode: 'en-GB'},
    'http://localhost/en-GB/',
  );
}

describe('CTA kinds (rules:content-fields, rules:layout-constants)', () => {
  it('draws an INTERNAL CTA as a localised link with its variant and icon', async () => {
    const cta = buttonCta({
      kind: 'INTERNAL',
      text: 'All rowers',
      href: '/listings/rowers/',
      variant: 'Link',
      icon: 'Arrow',
      modifiers: ['REVERSE'],
    });
    if (!cta) throw new Error('no CTA');
    const html = await render(<CtaButton cta={cta} />);
    expect(html).toMatch(/<a[^>]*href="\/en-GB\/listings\/rowers\/"/);
    expect(html).toContain('<span>All rowers</span>');
    expect(html).toContain('data-icon="Arrow"');
  });

  it('draws an EXTERNAL CTA as a plain link, in a new window only when asked', async () => {
    const same = buttonCta({kind: 'EXTERNAL', text: 'Help', href: 'https://help.keel.example/'});
    const other = buttonCta({
      kind: 'EXTERNAL',
      text: 'Guide',
      href: 'https://help.keel.example/guide',
      newWindow: true,
    });
    if (!same || !other) throw new Error('no CTA');
    expect(await render(<CtaButton cta={same} />)).not.toContain('target=');
    expect(await render(<CtaButton cta={other} />)).toContain('target="_blank" rel="noopener noreferrer"');
  });

  it('draws a FUNCTION CTA (a video) as a button', async () => {
    const cta = buttonCta({
      kind: 'FUNCTION',
      text: 'Watch a class',
      href: null,
      videoUrl: 'https://media.example/index.m3u8',
    });
    if (!cta) throw new Error('no CTA');
    expect(await render(<CtaButton cta={cta} />)).toMatch(
      /<button type="button"[^>]*><span>Watch a class<\/span><\/button>/,
    );
  });

  it('draws several jump-link targets as a jump-link list of anchors', async () => {
    // The CMS names the targets in one field; normalizeCta makes them the list (lib/content/cta.test.ts).
    const cta = buttonCta(
      normalizeCta({__typename: 'CtaInternal', displayText: 'On this page', jumpLinkTarget: 'specs, faq-and-delivery'}),
    );
    if (!cta) throw new Error('no CTA');
    const html = await render(<CtaButton cta={cta} />);
    expect(html).toContain('<nav aria-label="On this page">');
    expect(html).toContain('<a href="#specs">Specs</a>');
    expect(html).toContain('<a href="#faq-and-delivery">Faq And Delivery</a>');
  });
});

describe('jump button (rules:content-fields)', () => {
  const module = (displayMode: string): ModuleJumpButton => ({
    __typename: 'ModuleJumpButton',
    sys: {id: `jump-${displayMode}`},
    variant: null,
    displayMode,
    text: 'Back to top',
    jumpLinkTarget: null,
  });

  it('is a plain button when static, and starts hidden and inert when sticky', async () => {
    const plain = await render(<JumpButton module={module('Static')} />);
    expect(plain).toMatch(/<button type="button"[^>]*data-visible="true"[^>]*>Back to top<\/button>/);
    expect(plain).not.toContain('inert');
    const sticky = await render(<JumpButton module={module('Sticky')} />);
    expect(sticky).toContain('data-visible="false"');
    expect(sticky).toContain('inert=""');
    expect(sticky).toContain('aria-hidden="true"');
  });
});
