/**
 * The protection-plan provider's names (decision 0057), in one place and
 * without imports, so browser code (cart lines, rules:marketing-item-type's marketing-event
 * builders) can use them for free.
 */

/** The provider: its name is the marketing-event type of a warranty line (rules:configurator-content-call addToCart type). */
export const PROTECTION_PLAN_PROVIDER_NAME = 'Extend';
export const PROTECTION_PLAN_SUFFIX = ' – Extend Protection Plan';

/** rules:configurator-fields: warranty items are named '{title}' followed by the protection-plan suffix (once). */
export function warrantyName(title: string): string {
  return title.endsWith(PROTECTION_PLAN_SUFFIX) ? title : `${title}${PROTECTION_PLAN_SUFFIX}`;
}
