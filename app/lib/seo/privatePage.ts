/** A shopper's own page (their account, an order) or a test page: its title, and no search engine indexes it or follows its links. */
export function privatePageMeta(title: string) {
  return [{title: `${title} | Keel`}, {name: 'robots', content: 'noindex,nofollow'}];
}
