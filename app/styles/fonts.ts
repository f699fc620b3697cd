/**
 * Self-hosted variable fonts (brand.md "Type": from npm, never a font CDN), as link descriptors
 * for the document's `links` export: `links = () => [...fontLinks, ...]`.
 *
 * Why URLs and not side-effect imports: package.json declares "sideEffects": false, and with it
 * a production build drops a bare `import './fonts.css'` (and the whole of a module that only
 * holds such imports). A `?url` import is a value the document uses, so it survives.
 *
 * The @font-face rules are ours (fonts.css), not the packages' stylesheets: the latin and
 * latin-ext subsets only, each with its unicode-range, so a browser downloads only the files
 * the text needs (for en-GB and en-US copy, the £ sign included, the latin file alone), and
 * `font-display: optional`, so a font that arrives after the first paint never reflows the page
 * (decision 0038). No italics: the design has none.
 */
import type {LinkDescriptor} from 'react-router';

import fontsStylesheet from './fonts.css?url';
import frauncesLatin from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

export const fontLinks = [
  // Both latin files are fetched before the stylesheet asks for them, so they are normally there
  // by the first paint (Inter sets the body text, 48 KB; Fraunces the headings, 37 KB). The
  // build gives them the same hashed names the stylesheet's url() points at.
  {rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous'},
  {rel: 'preload', href: frauncesLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous'},
  {rel: 'stylesheet', href: fontsStylesheet},
] as const satisfies readonly LinkDescriptor[];
