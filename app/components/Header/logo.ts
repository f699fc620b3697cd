import {keel} from './Header.css';

/**
 * The Keel wordmark with its hull-and-keel mark (104 x 32). Drawn in the header's own <svg>, not the
 * sprite file: its keel takes the brand accent from the page's style sheet and its word the page's
 * display font, which a <use> of another file's drawing would not (decision 0168).
 */
export const LOGO = `<path d="M2 8h26l-4 8H6z" fill="currentColor"/><path d="M15 16h4l-2 12z" class="${keel}"/><text x="36" y="23" font-family="'Fraunces Variable', Georgia, serif" font-size="22" font-weight="600" fill="currentColor">Keel</text>`;
