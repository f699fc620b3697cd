import type {CartSettingsQuery} from '~/graphql/cms/cart';
import {financingAvailable} from '../pricing';

export interface CartSettings {
  variant: 'FULL' | 'REDUCED' | 'INVALID';
  title: string;
  validation: {errorTitle: string | null; errorText: string | null};
  /** spec 3: present only when its toggle is on (and, spec 9, in en-US). */
  financing: {title: string; text: string; description: string | null} | null;
  urgencyMessages: string[];
  keepShoppingLabel: string;
  countdown: {title: string | null; endDate: string} | null;
}

export function cartSettings(data: CartSettingsQuery | null, locale: {code: string}): CartSettings {
  const entry = data?.pageCartCollection?.items[0] ?? null;
  const financingOn = Boolean(entry?.financingEnabled) && financingAvailable(locale) && entry?.financingTitle && entry.financingText;
  return {
    variant: entry?.variant === 'Full' ? 'FULL' : entry?.variant === 'Reduced' ? 'REDUCED' : 'INVALID',
    title: entry?.title ?? 'Your cart',
    validation: {errorTitle: entry?.errorTitle ?? null, errorText: entry?.errorText ?? null},
    financing: financingOn ? {title: entry?.financingTitle ?? '', text: entry?.financingText ?? '', description: entry?.financingDescription ?? null} : null,
    urgencyMessages: entry?.urgencyMessages ?? [],
    keepShoppingLabel: entry?.secondaryCta?.displayText ?? 'Keep shopping',
    countdown: entry?.countdown?.endDate ? {title: entry.countdown.title, endDate: entry.countdown.endDate} : null,
  };
}
