import type {NormalizedCart} from '../cart/normalize';
import {consentFromCookie, effectiveConsent, localeOfPath, type Consent} from './consent';
import type {ClickEventName, PurchaseInput} from './ga4';
import type {CartChanges, TrackedItem} from './items';

/**
 * What the pages tell the tracker (docs/decisions/0054). A command queue on
 * window, as gtag's dataLayer is: the pages push from the first render, the
 * tracker (loaded when the browser is idle, app/lib/tracking/tracker.client.ts)
 * drains it and then handles each push at once. This file is all the pages
 * carry: types and one small function.
 */
export type TrackCommand =
  | {type: 'page'}
  | {type: 'viewItem'; item: TrackedItem; currency: string}
  | {type: 'viewItemList'; items: TrackedItem[]; currency: string}
  | {type: 'cartChanged'; changes: CartChanges; location: string}
  | {type: 'viewCart'; cart: NormalizedCart; openLocation?: string}
  | {type: 'purchase'; order: PurchaseInput}
  | {type: 'click'; name: ClickEventName; params?: Record<string, string | number>}
  | {type: 'newsletterSignedUp'}
  | {type: 'consentChanged'};

/**
 * A command with the page it happened on and the consent at that moment (the
 * tracker may run it a moment later, after a navigation or a choice: what
 * happened before consent is never sent).
 */
export type QueuedCommand = TrackCommand & {pathname: string; href: string; title: string; referrer: string; consent: Consent};

/** The consent the browser has now, for the page at `pathname`. */
export function consentInBrowser(pathname: string): Consent {
  const locale = localeOfPath(pathname);
  const gpc = (navigator as Navigator & {globalPrivacyControl?: boolean}).globalPrivacyControl;
  return effectiveConsent(consentFromCookie(document.cookie, locale), locale, gpc);
}

declare global {
  interface Window {
    keelTrack?: {push(command: QueuedCommand): unknown};
    /** GA4's dataLayer: the tracker pushes the events there for a tag manager. */
    dataLayer?: unknown[];
  }
}

let lastHref = '';
let pageReferrer = '';

export function track(command: TrackCommand): void {
  if (typeof window === 'undefined') return;
  // A client-side navigation keeps the first document.referrer: the page before this one is the referrer.
  if (command.type === 'page') {
    pageReferrer = lastHref || document.referrer;
    lastHref = window.location.href;
  }
  const referrer = pageReferrer || document.referrer;
  const pathname = window.location.pathname;
  const queued = {...command, pathname, href: window.location.href, title: document.title, referrer, consent: consentInBrowser(pathname)} as QueuedCommand;
  (window.keelTrack ??= [] as QueuedCommand[]).push(queued);
}

/** A cart action's answer, as the cart route sends it: its changes become add_to_cart / remove_from_cart. */
export function trackCartAnswer(answer: {changes?: CartChanges} | null | undefined, location: string): void {
  if (answer?.changes) track({type: 'cartChanged', changes: answer.changes, location});
}
