import type {Consent} from './consent';
import type {ClickEventName, WebVitalMetric} from './ga4';
import type {CartChanges} from './items';
import type {PageView} from './views';

/**
 * What the pages tell the tracker (docs/decisions/0054). A command queue on
 * window, as gtag's dataLayer is: the pages push from the first render, the
 * tracker (loaded when the browser is idle, app/lib/tracking/tracker.client.ts)
 * drains it and then handles each push at once. This file is all the pages
 * carry in their first load: types and one small function, no rules.
 */
export type TrackCommand =
  | {type: 'page'}
  | {type: 'cartChanged'; changes: CartChanges; location: string}
  | {type: 'click'; name: ClickEventName; params?: Record<string, string | number>}
  | {type: 'newsletterSignedUp'}
  /** rules:tracking-calls experiment_impression, queued by the exposure report (app/lib/experiments/exposure.client.ts). */
  | {type: 'experimentImpression'; experimentId: string; variantId: string}
  /** A choice was just made; `previous` is the consent the commands queued before it were made under. */
  | {type: 'consentChanged'; previous: Consent}
  /** A Core Web Vital measured in this browser (decision 0072). */
  | ({type: 'webVital'} & WebVitalMetric)
  | PageView;

/** A command with the page it happened on (the tracker may run it a moment later, after a navigation). */
export type QueuedCommand = {href: string; title: string; referrer: string} & TrackCommand;

declare global {
  interface Window {
    keelTrack?: {push(command: QueuedCommand): unknown};
    /** GA4's dataLayer: the tracker pushes the events there for a tag manager. */
    dataLayer?: unknown[];
  }
}

/** The attribute a page's loader data fills with its PageView (JSON), read by the tracker on each page view. */
export const TRACK_VIEW_ATTRIBUTE = 'data-track-view';

export function track(command: TrackCommand): void {
  (window.keelTrack ??= [] as QueuedCommand[]).push({
    href: location.href,
    title: document.title,
    referrer: document.referrer,
    ...command,
  });
}

/** A cart action's answer, as the cart route sends it: its changes become add_to_cart / remove_from_cart. */
export function trackCartAnswer(answer: {changes?: CartChanges} | null | undefined, location: string): void {
  if (answer?.changes) track({type: 'cartChanged', changes: answer.changes, location});
}
