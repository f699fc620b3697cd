import {describe, expect, it} from 'vitest';
import {ACCORDION_ROW_HEIGHT, accordionRow, fontLevel, fontWeight, headingTag} from './fontStyle';

describe('CMS font style (rules:content-fields FontStyle)', () => {
  it('takes the heading level h2-h6 from the CMS and keeps the module’s own otherwise', () => {
    expect(headingTag({titleHeadingLevel: 'h4'}, 'h3')).toBe('h4');
    expect(headingTag({titleHeadingLevel: 'H5'}, 'h3')).toBe('h5');
    // A module never adds a second h1; unknown values and no style keep the default.
    expect(headingTag({titleHeadingLevel: 'h1'}, 'h2')).toBe('h2');
    expect(headingTag({titleHeadingLevel: 'h7'}, 'h2')).toBe('h2');
    expect(headingTag(null, 'h3')).toBe('h3');
  });

  it('reads the font level, or none', () => {
    expect(fontLevel({titleFontLevel: 'Heading 5'})).toBe('Heading 5');
    expect(fontLevel({titleFontLevel: 'Huge'})).toBeNull();
    expect(fontLevel(undefined)).toBeNull();
  });

  it('weighs Normal by default', () => {
    expect(fontWeight({titleFontWeight: 'Semi-Bold'})).toBe('Semi-Bold');
    expect(fontWeight({titleFontWeight: null})).toBe('Normal');
    expect(fontWeight({titleFontWeight: 'Heavy'})).toBe('Normal');
    expect(fontWeight(null)).toBe('Normal');
  });
});

describe('accordion rows (rules:layout-constants)', () => {
  it('are 50px, or 90px when the question font level is above Heading 5', () => {
    expect(accordionRow(null)).toBe('standard');
    expect(accordionRow({titleFontLevel: 'Heading 5'})).toBe('standard');
    expect(accordionRow({titleFontLevel: 'Eyebrow'})).toBe('standard');
    expect(accordionRow({titleFontLevel: 'Heading 4'})).toBe('tall');
    expect(accordionRow({titleFontLevel: 'Display'})).toBe('tall');
    expect(accordionRow({titleFontLevel: 'Heading 9'})).toBe('standard');
    expect(ACCORDION_ROW_HEIGHT).toEqual({standard: 50, tall: 90});
  });
});
