/**
 * Self-hosted variable fonts (rules:tokens-font-weights: from npm, never a font CDN): the
 * preloads of the two core files, as link descriptors for the document's `links` export
 * (`links = () => [...fontLinks, ...]`). Their @font-face rules are imported here, so they are in
 * the shop's one stylesheet (decision 0071); package.json's `"sideEffects": ["*.css"]` keeps a
 * production build from dropping the bare import (decision 0159).
 *
 * The @font-face rules are written by `npm run fonts` (decision 0159): per family a core file
 * (ASCII and the shop's typography, the £ sign included, weights 300-700: all the en-GB and en-US
 * copy needs) and the package's latin and latin-ext files for any other character, each with its
 * unicode-range, so a browser downloads only the files the text needs; `font-display: optional`,
 * so a font that arrives after the first paint never reflows the page (decision 0038). No italics:
 * the design has none.
 */
import type {LinkDescriptor} from 'react-router';

import './fonts.css';
import frauncesCore from './fonts/fraunces-core.woff2?url';
import interCore from './fonts/inter-core.woff2?url';

export const fontLinks = [
  // Both core files are fetched before the stylesheet asks for them, so they are normally there
  // by the first paint (Inter sets the body text, Fraunces the headings; 25 KB each). The build
  // gives them the same hashed names the stylesheet's url() points at.
  {rel: 'preload', href: interCore, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous'},
  {rel: 'preload', href: frauncesCore, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous'},
] as const satisfies readonly LinkDescriptor[];
