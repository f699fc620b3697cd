/**
 * spec 4 and 7: on the order page, under the purchase event's first-visit
 * rule (not a reload or history visit, referrer = the checkout host), the
 * purchase is registered with the referral provider through its own script,
 * once per order. Loaded with the other third-party code after idle.
 */
import {loadScript} from './loadScript';
import type {ReferralPurchase} from './referral';

type PurchaseEvent = {event?: string; transaction_id?: string; ecommerce?: {transaction_id?: string}};
type ReferralWindow = Window & {
  KeelReferral?: {registerPurchase?: (purchase: ReferralPurchase) => Promise<unknown>};
  keelAnalytics?: PurchaseEvent[];
  dataLayer?: PurchaseEvent[];
};

/**
 * The same first-visit decision as the purchase event, by construction: the
 * order page pushes its purchase event only on a first visit from the checkout
 * (shouldTrackPurchase), so the registration follows that event (in the page's
 * analytics queue, or GA4's dataLayer shape).
 */
export function purchaseTrackedOnThisView(target: ReferralWindow, orderName: string): boolean {
  return [...(target.keelAnalytics ?? []), ...(target.dataLayer ?? [])].some(
    (event) => event?.event === 'purchase' && (event.transaction_id ?? event.ecommerce?.transaction_id) === orderName,
  );
}

const DONE_KEY = 'keel_referral_purchases';
const inFlight = new Set<string>();

export async function registerReferralPurchase(referral: {script: string; orderName: string; purchase: ReferralPurchase}): Promise<void> {
  if (!purchaseTrackedOnThisView(window as ReferralWindow, referral.orderName)) return;
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
