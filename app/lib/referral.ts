/**
 * spec 7: the referral provider's script is loaded per locale. The
 * environment holds a template (REFERRAL_SCRIPT_URL) in which `{locale}`
 * stands for the locale code; a referral module that asks for the provider
 * (useReferralApi, on unless the CMS turns it off) gets its locale's URL.
 * Null: no provider form, the module shows its copy and terms link.
 */
export function referralScriptUrl(module: {useReferralApi: boolean | null}, template: string | undefined, locale: string): string | null {
  if (module.useReferralApi === false || !template?.includes('{locale}')) return null;
  return template.replaceAll('{locale}', encodeURIComponent(locale));
}
