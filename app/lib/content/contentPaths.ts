/** The content pages of rules:route-flexible-page as site paths, for the sitemap: locations, quiz, blog landing, categories and articles. */
export function contentSitemapPaths(data: {
  pageLocationsCollection?: {items: ReadonlyArray<{slug: string | null} | null>} | null;
  quizPageCollection?: {items: ReadonlyArray<{slug: string | null} | null>} | null;
  blogCategoryCollection?: {items: ReadonlyArray<{slug: string | null} | null>} | null;
  blogArticleCollection?: {items: ReadonlyArray<{slug: string | null} | null>} | null;
}): string[] {
  const slugs = (collection: {items: ReadonlyArray<{slug: string | null} | null>} | null | undefined) =>
    (collection?.items ?? []).flatMap((item) => (item?.slug ? [item.slug] : []));
  const articles = slugs(data.blogArticleCollection);
  return [
    ...slugs(data.pageLocationsCollection).map((slug) => `/${slug}`),
    ...slugs(data.quizPageCollection).map((slug) => `/${slug}`),
    ...(articles.length ? ['/blog'] : []),
    ...slugs(data.blogCategoryCollection).map((slug) => `/blog/categories/${slug}`),
    ...articles.map((slug) => `/blog/${slug}/`),
  ];
}
