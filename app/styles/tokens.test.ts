import {describe, expect, it} from 'vitest';

import {AA_TEXT_CONTRAST, COLOR_NAMES, contrastRatio, palette} from './palette';
import {TEXT_PAIRS, breakpoints, colorRoles, decorColors, media, modal, moduleLayout, sidebarSpacing} from './tokens';

const roleContrast = (a: keyof typeof colorRoles, b: keyof typeof colorRoles) =>
  contrastRatio(palette[colorRoles[a]], palette[colorRoles[b]]);

describe('theme colour roles', () => {
  it.each(TEXT_PAIRS)('%s on %s clears AA', (text, background) => {
    expect(roleContrast(text, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it.each(COLOR_NAMES)('the focus ring shows at 3:1 on %s (WCAG 1.4.11)', (background) => {
    const outline = contrastRatio(palette[colorRoles.focusRing], palette[background]);
    const halo = contrastRatio(palette[colorRoles.focusRingHalo], palette[background]);
    expect(Math.max(outline, halo)).toBeGreaterThanOrEqual(3);
  });

  it('uses the spec anchors for brand and accent', () => {
    expect(colorRoles.brand).toBe('Deep Sea');
    expect(colorRoles.accent).toBe('Cedar');
  });
});

describe('interface colours that are not CMS names (decorColors)', () => {
  it('repeats no palette colour: a colour the palette has is used by its name', () => {
    const paletteHexes = new Set(Object.values(palette));
    for (const hex of Object.values(decorColors)) expect(paletteHexes.has(hex)).toBe(false);
  });

  it('keeps the White pin and marker numbers readable on the hotel colour (AA)', () => {
    expect(contrastRatio(palette.White, decorColors.hotel)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('makes store and hotel pins stand out from the map ground at 3:1 (WCAG 1.4.11)', () => {
    expect(contrastRatio(palette[colorRoles.brand], decorColors.mapGround)).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(decorColors.hotel, decorColors.mapGround)).toBeGreaterThanOrEqual(3);
  });

  it('shows the gauge fill on its Deep Sea card and a star fill against its empty part at 3:1', () => {
    expect(contrastRatio(decorColors.gaugeFill, palette[colorRoles.brand])).toBeGreaterThanOrEqual(3);
    expect(contrastRatio(palette[colorRoles.accentText], decorColors.starEmpty)).toBeGreaterThanOrEqual(3);
  });
});

describe('layout tokens (rules:layout-constants)', () => {
  it('treats 768 as mobile and 1024 as tablet, like the device_category cookie', () => {
    expect(breakpoints).toEqual({mobile: 768, tablet: 1024});
    expect(media.mobile).toBe('screen and (width <= 768px)');
    expect(media.desktop).toBe('screen and (width > 1024px)');
  });

  it('has the modal constants', () => {
    expect(modal.fadeMs).toBe(300);
    expect(modal.height).toBe('min(80vh, 1000px)');
    expect(modal.backdropOpacities).toEqual([100, 90, 75, 50, 25]);
    expect(modal.defaultBackdropOpacity).toBe(90);
    expect(modal.defaultColor).toBe('Deep Sea');
  });

  it('spaces bento blocks 20 apart in a row and 24 between rows, slider cards at most 250 wide, highlights 10 apart (decision 0100)', () => {
    expect(moduleLayout.bentoGap).toEqual({column: 20, row: 24});
    expect(moduleLayout.bentoGapCss).toBe('24px 20px');
    expect(moduleLayout.bentoSliderCard).toBe('min(250px, 80vw)');
    expect(moduleLayout.highlightsGap).toBe('10px');
  });

  it('orders sidebar spacing NONE < SMALL < MEDIUM < LARGE < EXTRA_LARGE', () => {
    const values = Object.values(sidebarSpacing);
    expect(Object.keys(sidebarSpacing)).toEqual(['NONE', 'SMALL', 'MEDIUM', 'LARGE', 'EXTRA_LARGE']);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
  });
});
