/**
 * The browser's third-party work for one page view, loaded by ThirdParty after
 * hydration when idle. Reads what the loaders decided on the server.
 */
import type {UIMatch} from 'react-router';
import {installBrowserReporter, type BrowserReporterConfig} from '~/lib/errors/errorReporting.client';
import {reportExposures} from '~/lib/experiments/exposure.client';
import {refreshPayLaterPlacements} from '~/lib/payLater/payLater.client';
import type {ReferralPurchase} from '~/lib/referral/referral';
import {registerReferralPurchase} from '~/lib/referral/referralPurchase.client';
import {createSteps} from '~/lib/tracking/steps';

type PageExperiments = Array<{experimentId: string; variantId: string}>;

/** The experiments every route's loader data says the page shows (root: navigation; pages: their modules). */
export function pageExperiments(matches: readonly UIMatch[]): PageExperiments {
  return matches.flatMap((match) => {
    const data = match.data as {experiments?: PageExperiments; page?: {experiments?: PageExperiments}} | undefined;
    return [...(data?.experiments ?? []), ...(data?.page?.experiments ?? [])];
  });
}

interface RootThirdParty {
  payLaterScript: string | null;
  payLaterClientId: string;
  errors: BrowserReporterConfig | null;
}

/** One part of a page's third-party work per task (decision 0174): each posts or loads something of its own. */
const steps = createSteps();

export function onPage(matches: readonly UIMatch[], pathname: string): void {
  const root = (matches[0]?.data as {thirdParty?: RootThirdParty} | undefined)?.thirdParty;
  // rules:errors-reporting, rules:errors-and-logging: the browser's error reporting (installed once), first.
  const errors = root?.errors;
  if (errors) steps.inTurn(() => installBrowserReporter(errors));
  steps.inTurn(() => reportExposures(pageExperiments(matches), pathname));
  // rules:errors-and-logging: refreshed on every client navigation (and after a cart change revalidates the page).
  if (root?.payLaterScript) {
    const {payLaterScript, payLaterClientId} = root;
    steps.inTurn(() => void refreshPayLaterPlacements(payLaterScript, payLaterClientId, pathname));
  }
  // rules:errors-and-logging: the order page's referral purchase registration.
  for (const match of matches) {
    const data = match.data as
      | {referral?: {script: string; orderName: string; checkoutHost: string; purchase: ReferralPurchase} | null}
      | undefined;
    const referral = data?.referral;
    if (referral) steps.inTurn(() => void registerReferralPurchase(referral));
  }
}
