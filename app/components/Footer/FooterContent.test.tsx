import {renderToStaticMarkup} from 'react-dom/server';
import {StaticRouter} from 'react-router';
import {describe, expect, it} from 'vitest';
import {ModalBridgeProvider} from '~/components/Modal/ModalBridge';
import {innerHtmlOf} from '~/lib/cache/drawnHtml.server';
import {DOCUMENT_ONLY, DocumentOnlyProvider, ON_SERVER} from '~/lib/lazy/documentOnly';
import {DrawnHtmlProvider, type DrawnHtml} from '~/lib/lazy/drawnHtml';
import {LOCALES, type Locale} from '~/lib/i18n';
import type {Footer} from '~/lib/shell/shell';
import FooterContent from './FooterContent';

const FOOTER: Footer = {
  connectTitle: 'CONNECT',
  columns: [
    {
      kind: 'HEADING',
      heading: 'Shop',
      links: [
        {kind: 'INTERNAL', text: 'Bundles', href: '/listings/bundles/'},
        {kind: 'INTERNAL', text: 'Rowers', href: '/listings/rowers/'},
      ],
    },
  ],
  contact: null,
  socials: [],
  legal: [{kind: 'INTERNAL', text: 'Terms', href: '/pages/terms/'}],
  copyright: 'Keel Rowing, Inc.',
  financingTerms: null,
};

/** A document's held footer as the server draws it, at `path`, with `drawnHtml` as the render's kept HTML. */
function serverFooter(
  drawnHtml: DrawnHtml,
  {path = '/', footer = FOOTER, locale = LOCALES['en-US'], year = 2026} = {},
) {
  return renderToStaticMarkup(
    <StaticRouter location={path}>
      <ModalBridgeProvider>
        <DocumentOnlyProvider value={new Map([[DOCUMENT_ONLY.footer, footer]])}>
          <DrawnHtmlProvider value={drawnHtml}>
            <FooterContent locale={locale as Locale} year={year} footer={ON_SERVER} />
          </DrawnHtmlProvider>
        </DocumentOnlyProvider>
      </ModalBridgeProvider>
    </StaticRouter>,
  );
}

/** A render's kept HTML, backed by `store`, recording what it was asked to keep. */
function drawnFrom(store: Map<string, string>, pathname = '/') {
  const asked: Array<{key: string; openTag: string}> = [];
  const drawnHtml: DrawnHtml = {
    pathname,
    get: (key) => store.get(key),
    keep: (key, openTag) => void asked.push({key, openTag}),
  };
  return {drawnHtml, asked};
}

/** What `keepingDrawnHtml` keeps of `html`: the inside of the one element that opens with `openTag`. */
const inside = (html: string, openTag: string) => {
  expect(html.startsWith(openTag)).toBe(true);
  const inner = innerHtmlOf(html, openTag);
  expect(inner).not.toBeNull();
  return inner ?? '';
};

describe('the held footer on the server (decision 0171)', () => {
  it('is drawn in full the first time, and asks to keep it under an opening tag that is the one it drew', () => {
    const store = new Map<string, string>();
    const first = drawnFrom(store);
    const html = serverFooter(first.drawnHtml);
    expect(html).toContain('Bundles');
    expect(first.asked).toHaveLength(1);
    const [{key, openTag}] = first.asked as [{key: string; openTag: string}];
    store.set(key, inside(html, openTag));

    // The next render sends the kept HTML as it was: the same markup, and nothing asked.
    const second = drawnFrom(store);
    expect(serverFooter(second.drawnHtml)).toBe(html);
    expect(second.asked).toEqual([]);
  });

  it('sends the kept HTML, not a new render, for the same inputs', () => {
    const store = new Map<string, string>();
    const first = drawnFrom(store);
    serverFooter(first.drawnHtml);
    const [{key, openTag}] = first.asked as [{key: string; openTag: string}];
    store.set(key, '<p>kept</p>');
    expect(serverFooter(drawnFrom(store).drawnHtml)).toBe(`${openTag}<p>kept</p></footer>`);
  });

  it('draws again when anything it is drawn from differs: the data, the year, the locale, where a bundle link jumps', () => {
    const store = new Map<string, string>();
    const first = drawnFrom(store);
    serverFooter(first.drawnHtml);
    const [{key}] = first.asked as [{key: string; openTag: string}];
    store.set(key, '<p>kept</p>');
    const redrawn = (options: Parameters<typeof serverFooter>[1], pathname = '/') => {
      const render = drawnFrom(store, pathname);
      const html = serverFooter(render.drawnHtml, options);
      expect(html, JSON.stringify(options)).not.toContain('<p>kept</p>');
      expect(render.asked, JSON.stringify(options)).toHaveLength(1);
      return html;
    };
    redrawn({footer: {...FOOTER, copyright: 'Keel Rowing, Ltd.'}});
    redrawn({year: 2027});
    redrawn({locale: LOCALES['en-GB'], path: '/en-GB/'}, '/en-GB/');
    // On the Pro rower's page, the link to the bundles jumps to the Pro's packages (rules:locale-routes).
    const onPro = '/products/rowers/keel-pro-rower/';
    expect(redrawn({path: onPro}, onPro)).toContain('href="/listings/bundles/#pro"');
    // Another page without a rower in its path draws what the first one drew.
    const elsewhere = drawnFrom(store, '/blog/');
    expect(serverFooter(elsewhere.drawnHtml, {path: '/blog/'})).toContain('<p>kept</p>');
  });
});
