import {LOCALES, localePath} from '../i18n';

/** A sitemap with both locales of every page as hreflang alternates. */
export function sitemapXml(origin: string, paths: readonly string[], lastmod?: string): string {
  const entries = [...new Set(paths)].flatMap((path) =>
    Object.values(LOCALES).map((locale) => {
      const alternates = Object.values(LOCALES)
        .map(
          (alternate) =>
            `<xhtml:link rel="alternate" hreflang="${alternate.code}" href="${escapeXml(`${origin}${localePath(path, alternate)}`)}"/>`,
        )
        .join('');
      return `<url><loc>${escapeXml(`${origin}${localePath(path, locale)}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${alternates}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${entries.join('')}</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /cart',
    'Disallow: /en-GB/cart',
    'Disallow: /api/',
    'Disallow: /order/',
    'Disallow: /en-GB/order/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

function escapeXml(value: string): string {
  return value.replace(
    /[<>&'"]/g,
    (char) => ({'<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;'})[char] ?? char,
  );
}
