import {describe, expect, it} from 'vitest';
import {mediaInsertPosition, sidebarLayout} from './sidebarLayout';

describe('sidebarLayout (rules:product-states Layout: scrollType, sidebar item spacing)', () => {
  it('is sticky unless the CMS says Static (Sticky is the CMS default)', () => {
    expect(sidebarLayout({scrollType: 'Sticky', sidebarSpacing: 'MEDIUM'}).sticky).toBe(true);
    expect(sidebarLayout({scrollType: null, sidebarSpacing: null}).sticky).toBe(true);
    expect(sidebarLayout(null).sticky).toBe(true);
    expect(sidebarLayout({scrollType: 'Static', sidebarSpacing: 'MEDIUM'}).sticky).toBe(false);
  });

  it('takes the spacing the CMS names, MEDIUM when it names none or an unknown one', () => {
    expect(sidebarLayout({scrollType: 'Sticky', sidebarSpacing: 'EXTRA_LARGE'}).spacing).toBe('EXTRA_LARGE');
    expect(sidebarLayout({scrollType: 'Sticky', sidebarSpacing: 'NONE'}).spacing).toBe('NONE');
    expect(sidebarLayout({scrollType: 'Sticky', sidebarSpacing: null}).spacing).toBe('MEDIUM');
    expect(sidebarLayout({scrollType: 'Sticky', sidebarSpacing: 'HUGE'}).spacing).toBe('MEDIUM');
  });
});

describe('mediaInsertPosition (rules:product-fields Configurator, rules:product-states Carousel)', () => {
  const block = (blockType: string, content: {__typename: string; mediaInsertPosition?: number | null}) => ({
    blockType,
    content,
  });

  it('is the sidebar configurator’s slide, where a colour change returns the carousel', () => {
    expect(
      mediaInsertPosition([
        block('Text', {__typename: 'Text'}),
        block('Configurator', {__typename: 'Configurator', mediaInsertPosition: 3}),
      ]),
    ).toBe(3);
  });

  it('is the first slide without a configurator or a position', () => {
    expect(mediaInsertPosition([block('Configurator', {__typename: 'Configurator', mediaInsertPosition: null})])).toBe(
      0,
    );
    expect(mediaInsertPosition([block('Text', {__typename: 'Text'})])).toBe(0);
    expect(mediaInsertPosition([])).toBe(0);
  });
});
