import {describe, expect, it} from 'vitest';
import {cmsImageWidths} from './cmsImageWidths';

describe('CMS image widths (rules:layout-constants, decisions 0101 and 0164)', () => {
  it('asks for the drawn width, and offers half, once, one and a half and twice it', () => {
    expect(cmsImageWidths(640)).toEqual({src: 640, srcSet: [320, 640, 960, 1280]});
  });

  it('asks for nothing above 1500, each width once', () => {
    expect(cmsImageWidths(1000)).toEqual({src: 1000, srcSet: [500, 1000, 1500]});
    expect(cmsImageWidths(2000)).toEqual({src: 1500, srcSet: [1000, 1500]});
  });
});
