declare module 'virtual:keel/lazy-css' {
  /** For each lazily imported module ('modules/Faq/Faq', its path under app/), the stylesheets its chunk needs (scripts/lib/lazyCss.ts). */
  const map: Record<string, string[]>;
  export default map;
}
