declare module 'virtual:keel/lazy-css' {
  /** For each lazily imported module ('modules/Faq/Faq', its path under app/), the stylesheets its chunk needs (scripts/lib/lazyCss.ts). */
  const map: Record<string, string[]>;
  export default map;
}

declare module 'virtual:keel/site-css' {
  /** The shop's one bundled stylesheet (decision 0071; scripts/lib/siteCss.ts). */
  const stylesheets: string[];
  export default stylesheets;
}
