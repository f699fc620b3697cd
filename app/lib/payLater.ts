/**
 * Pay-later messaging (spec 1, 7, 8, 9; decision 0056): Klarna On-Site
 * Messaging placements. Pure rules; no imports, so the browser pays nothing
 * for what it does not use.
 */

/** spec 7: the placements the spec names are Klarna On-Site Messaging placement keys. */
export type PayLaterPlacementKey = 'credit-promotion-badge' | 'credit-promotion-auto-size';

/** spec 9: financing messaging is shown for en-US only. */
export function payLaterShown(localeCode: string, scriptUrl: string | null | undefined): boolean {
  return localeCode === 'en-US' && Boolean(scriptUrl);
}

/** spec 7 and 9: the purchase amount is passed in cents (x100), as Klarna's data-purchase-amount expects minor units. */
export function purchaseAmountCents(amount: number): number | null {
  if (!Number.isFinite(amount) || amount <= 0) return null;
  return Math.round(amount * 100);
}
