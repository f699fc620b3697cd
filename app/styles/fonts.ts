/**
 * Self-hosted variable fonts (brand.md "Type": from npm, never a font CDN), as link descriptors
 * for the document's `links` export: `links = () => [...fontLinks, ...]`.
 *
 * Why URLs and not side-effect imports: package.json declares "sideEffects": false, and with it
 * a production build drops a bare `import '@fontsource-variable/inter'` (and the whole of a module
 * that only holds such imports). A `?url` import is a value the document uses, so it survives.
 *
 * The packages ship no latin-only stylesheet. Their entry (identical to wght.css) declares the
 * weight axis, normal style, for every subset, each @font-face with a unicode-range, so the CSS
 * is about 3.6 KB for both families and a browser downloads only the subsets the text needs: for
 * en-GB and en-US copy (the £ sign included) that is the latin file alone. No italics: the
 * design has none.
 */
import type {LinkDescriptor} from 'react-router';

import frauncesStylesheet from '@fontsource-variable/fraunces?url';
import interStylesheet from '@fontsource-variable/inter?url';
import interLatin from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

export const fontLinks = [
  // Inter sets every page's body text, so fetch its latin file (48 KB) before the CSS asks for
  // it. The build gives it the same hashed name the stylesheet's url() points at.
  {rel: 'preload', href: interLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous'},
  {rel: 'stylesheet', href: interStylesheet},
  {rel: 'stylesheet', href: frauncesStylesheet},
] as const satisfies readonly LinkDescriptor[];
