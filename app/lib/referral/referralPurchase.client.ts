/**
 * rules:order-states: on the order page, under the purchase event's first-visit
 * rule (not a reload or history visit, referrer = the checkout host), the
 * purchase is registered with the referral provider through its own script,
 * once per order. Loaded with the other third-party code after idle.
 */
import {loadScript} from '../loadScript';
import {shouldTrackPurchase} from '../order/confirmation';
import type {ReferralPurchase} from './referral';

type ReferralWindow = Window & {
  KeelReferral?: {registerPurchase?: (purchase: ReferralPurchase) => Promise<unknown>};
};

const DONE_KEY = 'keel_referral_purchases';
const inFlight = new Set<string>();

/**
 * The purchase event's own first-visit rule (rules:order-states, shouldTrackPurchase), applied here too:
 * reading the event back from the analytics queue raced the tracker, which also loads at idle.
 */
export async function registerReferralPurchase(referral: {
  script: string;
  orderName: string;
  checkoutHost: string;
  purchase: ReferralPurchase;
}): Promise<void> {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  if (!shouldTrackPurchase(navigation?.type, document.referrer, referral.checkoutHost)) return;
  const order = referral.purchase.purchase.order_number;
  let done: string[] = [];
  try {
    done = JSON.parse(sessionStorage.getItem(DONE_KEY) ?? '[]') as string[];
  } catch {
    done = [];
  }
  if (done.includes(order) || inFlight.has(order)) return;
  inFlight.add(order);
  try {
    await loadScript(referral.script, {nonce: document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce});
    const register = (window as ReferralWindow).KeelReferral?.registerPurchase;
    if (!register) throw new Error('the referral script has no registerPurchase');
    await register(referral.purchase);
    sessionStorage.setItem(DONE_KEY, JSON.stringify([...done, order].slice(-10)));
  } catch (error) {
    console.warn('[referral] purchase registration failed', error instanceof Error ? error.message : error);
  } finally {
    inFlight.delete(order);
  }
}
