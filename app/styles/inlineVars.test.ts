import {describe, expect, it} from 'vitest';

import {inlineVars} from './inlineVars';

describe('inlineVars', () => {
  it('turns createVar references into custom properties with their values', () => {
    expect(inlineVars({'var(--width__1ab2)': '40%', 'var(--color__1ab3)': '#063448'})).toEqual({
      '--width__1ab2': '40%',
      '--color__1ab3': '#063448',
    });
  });

  it('leaves unset values out, so the property falls back as with no inline style', () => {
    expect(inlineVars({'var(--a)': undefined, 'var(--b)': null, 'var(--c)': ''})).toEqual({'--c': ''});
  });
});
