/**
 * The shop's icons as one sprite of <symbol>s, a file of the shop's own origin that the browser fetches
 * once and caches (decisions 0103, 0168): an icon is a <use> of its symbol, so a drawing is never
 * repeated and no page's HTML carries it. A shape without its own fill or stroke width takes the
 * <use>'s (currentColor, the caller's width): a page's style sheet does not reach into another file's
 * drawing, but inherited properties do.
 */

const STROKE = 'fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"';
const STAR = '<path d="M10 1.5l2.6 5.5 6 .7-4.5 4.1 1.2 5.9L10 14.8 4.7 17.7l1.2-5.9L1.4 7.7l6-.7z"/>';

/** rules:content-fields: five stars of `size` px, 2px apart, as one symbol the rating draws twice (empty, then filled up to the score). */
const starRow = (size: number) =>
  [
    5 * size + 8,
    size,
    [0, 1, 2, 3, 4]
      .map((index) => `<use href="#i-star" x="${index * (size + 2)}" width="${size}" height="${size}"/>`)
      .join(''),
  ] as const;

/** A social network's mark: outlines of 1.8 on a 24px grid, in the link's colour. */
const social = (shapes: string) => [24, 24, `<g ${STROKE} stroke-width="1.8">${shapes}</g>`] as const;

const ICONS = {
  star: [20, 20, STAR],
  'stars-16': starRow(16),
  'stars-20': starRow(20),
  // rules:layout-constants: the CTA icons (24px grid), the cart also the header's.
  cart: [
    24,
    24,
    `<path ${STROKE} d="M3 4h2l2.2 10.2a1.5 1.5 0 0 0 1.5 1.2h8.6a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2M9.5 20a1 1 0 1 0 0-.01M17.5 20a1 1 0 1 0 0-.01"/>`,
  ],
  // The header's account entry: a head and shoulders.
  account: [24, 24, `<path ${STROKE} d="M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20a7.5 7.5 0 0 1 15 0"/>`],
  'text-box': [24, 24, `<path ${STROKE} d="M4 5h16v12H8l-4 3zM8 9h8M8 13h5"/>`],
  trash: [24, 24, `<path ${STROKE} d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6"/>`],
  'chevron-left': [24, 24, `<path ${STROKE} d="M15 5l-7 7 7 7"/>`],
  'chevron-right': [24, 24, `<path ${STROKE} d="M9 5l7 7-7 7"/>`],
  'chevron-up': [24, 24, `<path ${STROKE} d="M5 15l7-7 7 7"/>`],
  'chevron-down': [24, 24, `<path ${STROKE} d="M5 9l7 7 7-7"/>`],
  arrow: [24, 24, `<path ${STROKE} d="M4 12h15M13 6l6 6-6 6"/>`],
  search: [
    24,
    24,
    '<circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" stroke-width="1.8"/><path d="M15.5 15.5 21 21" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/>',
  ],
  menu: [22, 22, '<path d="M3 6h16M3 11h16M3 16h16" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>'],
  'menu-close': [
    22,
    22,
    '<path d="M5 5l12 12M17 5L5 17" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>',
  ],
  'nav-toggle': [
    12,
    12,
    '<path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round"/>',
  ],
  close: [20, 20, '<path d="M4 4l12 12M16 4L4 16" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>'],
  previous: [20, 20, `<path ${STROKE} stroke-width="2" d="M12.5 4l-6 6 6 6"/>`],
  next: [20, 20, `<path ${STROKE} stroke-width="2" d="M7.5 4l6 6-6 6"/>`],
  play: [18, 18, '<path d="M5 3l10 6-10 6z" fill="currentColor"/>'],
  pause: [18, 18, '<path d="M4 3h3.5v12H4zM10.5 3H14v12h-3.5z" fill="currentColor"/>'],
  volume: [
    18,
    18,
    '<path d="M2 7h3l4-3.5v11L5 11H2z" fill="currentColor"/><path d="M12 6.5a3.5 3.5 0 0 1 0 5M14 4.5a6 6 0 0 1 0 9" stroke="currentColor" stroke-width="1.5" fill="none" stroke-linecap="round"/>',
  ],
  'volume-low': [
    18,
    18,
    '<path d="M2 7h3l4-3.5v11L5 11H2z" fill="currentColor"/><path d="M12 6.5a3.5 3.5 0 0 1 0 5" stroke="currentColor" stroke-width="1.5" fill="none" stroke-linecap="round"/>',
  ],
  'volume-muted': [
    18,
    18,
    '<path d="M2 7h3l4-3.5v11L5 11H2z" fill="currentColor"/><path d="M12 6.5l4 5M16 6.5l-4 5" stroke="currentColor" stroke-width="1.5" fill="none" stroke-linecap="round"/>',
  ],
  fullscreen: [
    18,
    18,
    '<path d="M2 6V2h4M16 6V2h-4M2 12v4h4M16 12v4h-4" stroke="currentColor" stroke-width="1.6" fill="none"/>',
  ],
  'fullscreen-exit': [
    18,
    18,
    '<path d="M6 2v4H2M12 2v4h4M6 16v-4H2M12 16v-4h4" stroke="currentColor" stroke-width="1.6" fill="none"/>',
  ],
  // The navigation banner's controls, on their own 14px grid.
  'banner-play': [14, 14, '<path d="M3 2l9 5-9 5z" fill="currentColor"/>'],
  'banner-pause': [14, 14, '<path d="M3 2h3v10H3zM8 2h3v10H8z" fill="currentColor"/>'],
  'banner-close': [
    14,
    14,
    '<path d="M2 2l10 10M12 2L2 12" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>',
  ],
  // rules:content-fields: a Promo badge's flame.
  flame: [
    12,
    14,
    '<path d="M6 0c.5 2.6 4 4.2 4 7.8A4 4 0 0 1 2 7.8C2 6 3 4.9 3.7 4.1c.1 1.3.8 2.1 1.5 2.3C5 4.6 5.3 2 6 0z" fill="currentColor"/>',
  ],
  // The footer's social links (rules:shell-fields), one per icon the CMS offers, drawn in the link's colour.
  'social-instagram': social(
    '<rect x="3" y="3" width="18" height="18" rx="5"/><circle cx="12" cy="12" r="4"/><circle cx="17.5" cy="6.5" r="0.6" fill="currentColor"/>',
  ),
  'social-facebook': social(
    '<path d="M14.5 21v-8h3l.5-3.5h-3.5V7.5c0-1 .4-1.8 1.8-1.8H18V2.6c-.4 0-1.6-.2-2.9-.2-2.8 0-4.6 1.7-4.6 4.8v2.3H7.5V13h3v8"/>',
  ),
  'social-youtube': social(
    '<rect x="2" y="5" width="20" height="14" rx="4"/><path fill="currentColor" d="M10 9l5 3-5 3z"/>',
  ),
  'social-tiktok': social('<path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.6 2.2 4.2 5 4.5"/>'),
  'social-x': social('<path d="M4 4l16 16M20 4L4 20"/>'),
  'social-strava': social('<path d="M4 14l5.5-11L15 14M12 14l3 6 3-6"/>'),
  'social-linkedin': social(
    '<rect x="3" y="3" width="18" height="18" rx="3"/><path d="M8 10v7M8 7v.01M12 17v-7M12 13c0-2 1.3-3 2.7-3S17 11 17 13v4"/>',
  ),
  'social-pinterest': social(
    '<circle cx="12" cy="12" r="9"/><path d="M10.5 8.5h2.5a2.5 2.5 0 0 1 0 5h-2.5V8.5zM10.5 13.5L9 20"/>',
  ),
  // One calm mark for every value prop: a wave in a circle.
  'value-prop': [
    40,
    40,
    '<circle cx="20" cy="20" r="18" fill="none" stroke="currentColor" stroke-width="2"/><path d="M10 22c3-4 7-4 10 0s7 4 10 0" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round"/>',
  ],
} as const;

export type IconName = keyof typeof ICONS;

export const SPRITE = Object.entries(ICONS)
  .map(([name, [width, height, body]]) => `<symbol id="i-${name}" viewBox="0 0 ${width} ${height}">${body}</symbol>`)
  .join('');

/** The sprite as the SVG document the shop serves at ICON_SPRITE_PATH. */
export const SPRITE_DOCUMENT = `<svg xmlns="http://www.w3.org/2000/svg">${SPRITE}</svg>`;
