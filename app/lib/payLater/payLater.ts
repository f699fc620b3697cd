/**
 * Pay-later messaging (rules:pricing-financing, rules:pricing-pay-later; decision 0056): Klarna On-Site
 * Messaging placements. Pure rules; no imports, so the browser pays nothing
 * for what it does not use.
 */

/** rules:pricing-pay-later: the placements the spec names are Klarna On-Site Messaging placement keys. */
export type PayLaterPlacementKey = 'credit-promotion-badge' | 'credit-promotion-auto-size';

/** rules:pricing-financing: financing messaging is shown for en-US only. */
export function payLaterShown(localeCode: string, scriptUrl: string | null | undefined): boolean {
  return localeCode === 'en-US' && Boolean(scriptUrl);
}

/** rules:pricing-pay-later, rules:pricing-financing: the purchase amount is passed in cents (x100), as Klarna's data-purchase-amount expects minor units. */
export function purchaseAmountCents(amount: number): number | null {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return Math.round(amount * 100);
}
