import type {Locale} from '~/lib/i18n';
import {cmsSeo, seoMeta, type CmsSeo} from '~/lib/seo/seo';
import {entryType, ModuleList} from './ModuleRenderer';
import {pageTitle} from './shared/shared.css';

type ModuleListProps = Parameters<typeof ModuleList>[0];

interface FlexiblePageData {
  origin: string;
  locale: Locale;
  now: number;
  page: {
    title: string | null;
    seo: CmsSeo | null;
    modules: ModuleListProps['modules'];
    navigation: ModuleListProps['navigation'];
    analyticsPageVariantId?: string | null;
  };
}

/** The meta tags of a content page (rules:content-fields SEO), wherever it is served. */
export function flexiblePageMeta(
  data: {origin: string; locale: Locale; page: Pick<FlexiblePageData['page'], 'title' | 'seo'>} | undefined,
  pathname: string,
) {
  if (!data) return [{title: 'Page not found | Keel'}];
  const {seo, title} = data.page;
  return seoMeta({
    origin: data.origin,
    pathname,
    locale: data.locale,
    ...cmsSeo(seo, {title: `${title ?? ''} | Keel`}),
  });
}

/** A flexible layout page's body: its modules, with one h1 (the leading hero's title, or the page title). */
export function FlexiblePage({data}: {data: FlexiblePageData}) {
  const {page, now} = data;
  const lead = page.modules[0];
  const leadsWithHero = lead ? ['ModuleHero', 'ModuleHeroSplit'].includes(entryType(lead)) : false;
  return (
    <>
      {leadsWithHero ? null : <h1 className={pageTitle}>{page.title}</h1>}
      {/* Sent with the page_view by the tracker (decision 0091). */}
      {page.analyticsPageVariantId ? <div hidden data-page-variant={page.analyticsPageVariantId} /> : null}
      <ModuleList modules={page.modules} now={now} navigation={page.navigation} />
    </>
  );
}
