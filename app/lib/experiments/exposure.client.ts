/**
 * Browser side of rules:tracking-calls's experiment exposure, loaded after hydration when
 * the page is idle (never in the first-load JavaScript): each experiment the
 * page shows is reported once per visit to POST /api/{provider}/process-exposure/
 * and queued for the tracker as experiment_impression, which the tracker
 * pushes to window.dataLayer and sends to GA4 as consent allows.
 */
import {track} from '../tracking/queue';
import {readUuid} from '../tracking/uuid';
import {EXPOSURE_PATH} from './paths';

const SENT_KEY = 'keel_exposures';

function sentThisVisit(): Set<string> {
  try {
    return new Set(JSON.parse(sessionStorage.getItem(SENT_KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

function remember(sent: Set<string>) {
  try {
    sessionStorage.setItem(SENT_KEY, JSON.stringify([...sent].slice(-50)));
  } catch {
    // storage full or blocked: an exposure may then be reported again next page, which the collector tolerates
  }
}

export function reportExposures(
  experiments: ReadonlyArray<{experimentId: string; variantId: string}>,
  pathname: string,
): void {
  // No uuid cookie: no consent, so the control shows and nothing is reported.
  const uuid = readUuid(document.cookie);
  if (!uuid || !experiments.length) return;
  const sent = sentThisVisit();
  for (const {experimentId, variantId} of experiments) {
    const key = `${uuid}:${experimentId}:${variantId}`;
    if (sent.has(key)) continue;
    sent.add(key);
    // One path for analytics events: the tracker's queue (docs/decisions/0054).
    track({type: 'experimentImpression', experimentId, variantId});
    void fetch(EXPOSURE_PATH, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify({uuid, experimentId, variantId, path: pathname}),
    })
      // Read the (small) answer, so the request completes rather than waiting on an unread body.
      .then((response) => response.text())
      .catch(() => {
        // the worker logs what reaches it; a lost beacon is not worth a console error
      });
  }
  remember(sent);
}
