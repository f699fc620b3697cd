/** Where CMS CTAs go and how they look (rules:content-fields route table, rules:content-fields CTA), resolved on the server. */
import {
  buttonModifiersFromCms,
  buttonVariantFromCms,
  type ButtonModifierProps,
  type ButtonVariant,
} from '~/styles/buttonVariants';
import {jumpLinks} from './content';
import {targetPagePath, type CmsTargetPage} from './cta';
import type {Resolved} from '~/modules/types';

/** The target page types and their paths are rules:route-link-targets's (app/lib/content/cta.ts): one route table for every CTA. */
export type TargetPage = CmsTargetPage;

export type CtaLink = (
  | {kind: 'internal'; to: string}
  | {kind: 'external'; href: string; newWindow: boolean}
  | {kind: 'jump-list'; links: Array<{href: string; label: string}>}
  /** rules:content-fields: an internal CTA with a videoModal plays it in a VIDEO modal instead of navigating. */
  | {kind: 'video'; url: string}
) & {
  label: string;
  variant: ButtonVariant;
  modifiers: ButtonModifierProps;
};

type CmsCtaInput =
  | {
      __typename: 'CtaInternal';
      displayText: string | null;
      overrideVariant: string | null;
      modifiers?: readonly string[] | null;
      targetPage: TargetPage | null;
      queryParameters: string | null;
      jumpLinkTarget: string | null;
      videoModal?: {url: string | null} | null;
    }
  | {
      __typename: 'CtaExternal';
      displayText: string | null;
      overrideVariant: string | null;
      modifiers?: readonly string[] | null;
      url: string | null;
      openInNewWindow: boolean | null;
    };

/**
 * Where a CTA goes: an internal CTA to its target page (plus query parameters
 * and a '#jump' target), an external one to its URL. A CTA without a label or
 * a destination renders nothing.
 */
export function ctaLink(cta: CmsCtaInput | null | undefined): CtaLink | null {
  if (!cta?.displayText) return null;
  const look = {
    label: cta.displayText,
    variant: buttonVariantFromCms(cta.overrideVariant),
    modifiers: buttonModifiersFromCms(cta.modifiers),
  };
  if (cta.__typename === 'CtaExternal') {
    return cta.url ? {kind: 'external', href: cta.url, newWindow: Boolean(cta.openInNewWindow), ...look} : null;
  }
  if (cta.videoModal?.url) return {kind: 'video', url: cta.videoModal.url, ...look};
  // rules:content-fields: more than one comma-separated target is a jump-link list.
  const list = jumpLinks(cta.jumpLinkTarget);
  if (list) return {kind: 'jump-list', links: list, ...look};
  const jump = cta.jumpLinkTarget?.trim().replace(/^#/, '');
  const path = targetPagePath(cta.targetPage);
  if (!path && !jump) return null;
  const query = cta.queryParameters ? `?${cta.queryParameters}` : '';
  return {kind: 'internal', to: `${path ?? ''}${query}${jump ? `#${jump}` : ''}`, ...look};
}

const isCta = (value: unknown): value is CmsCtaInput =>
  typeof value === 'object' &&
  value !== null &&
  ['CtaInternal', 'CtaExternal'].includes((value as {__typename?: string}).__typename ?? '');

/**
 * Every CTA inside CMS data gets its resolved `link` (null when it goes
 * nowhere), so the browser needs neither the route table nor the CMS's
 * button labels: components only read `cta.link`.
 */
export function resolveCtas<T>(value: T): Resolved<T> {
  if (Array.isArray(value)) return value.map((item: unknown) => resolveCtas(item)) as Resolved<T>;
  if (typeof value !== 'object' || value === null) return value as Resolved<T>;
  const entries = Object.entries(value).map(([key, item]) => [key, resolveCtas(item)]);
  const result = Object.fromEntries(entries) as Record<string, unknown>;
  if (isCta(value)) result.link = ctaLink(value);
  // Anything else that targets a page (a workout activity) gets the page's path.
  else if ('targetPage' in value)
    result.targetPath = targetPagePath((value as {targetPage?: TargetPage | null}).targetPage);
  // A jump button's variant is a CMS label too.
  if ((value as {__typename?: string}).__typename === 'ModuleJumpButton')
    result.buttonVariant = buttonVariantFromCms(result.variant as string | null);
  return result as Resolved<T>;
}
