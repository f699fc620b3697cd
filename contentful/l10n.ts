import type {Market} from '../dev-backend/seed/catalog';
import {
  britishDocument,
  britishSpelling,
  GB,
  loc,
  US,
  type LocaleCode,
  type Localized,
  type RichDocument,
} from './builders';

/**
 * Copy written once for both locales: a function of the locale that gets the
 * currency, the market and a `pick(us, gb)` for wording that differs
 * ('Ships' / 'Delivered', inches / centimetres). The en-GB result is then
 * spelled the British way, and left out when it equals the en-US copy.
 */
export interface LocaleCopy {
  code: LocaleCode;
  market: Market;
  gb: boolean;
  /** $ or £. */
  currency: '$' | '£';
  /** A whole-unit amount with the locale's symbol: $2,495 / £2,295. */
  money(us: number, gb: number): string;
  pick<T>(us: T, gb: T): T;
  /** 'Ships' in the US, 'Delivered' in the UK. */
  ships: string;
}

const formatter = new Intl.NumberFormat('en-US', {maximumFractionDigits: 2});

function copyFor(code: LocaleCode): LocaleCopy {
  const gb = code === GB;
  return {
    code,
    market: gb ? 'GB' : 'US',
    gb,
    currency: gb ? '£' : '$',
    money: (us, gbAmount) => `${gb ? '£' : '$'}${formatter.format(gb ? gbAmount : us)}`,
    pick: (us, gbValue) => (gb ? gbValue : us),
    ships: gb ? 'Delivered' : 'Ships',
  };
}

export const US_COPY = copyFor(US);
export const GB_COPY = copyFor(GB);

export function l10n(write: (l: LocaleCopy) => string): Localized<string> {
  return loc(write(US_COPY), britishSpelling(write(GB_COPY)));
}

export function l10nDoc(write: (l: LocaleCopy) => RichDocument): Localized<RichDocument> {
  return loc(write(US_COPY), britishDocument(write(GB_COPY)));
}

/** Any value per market, e.g. a price: {en-US: USD, en-GB: GBP}. */
export function perMarket<T>(value: (market: Market) => T): Localized<T> {
  return loc(value('US'), value('GB'));
}

/** rules:cms: monthly = ceil(price / 48). */
export const FINANCING_MONTHS = 48;
export const monthly = (price: number) => Math.ceil(price / FINANCING_MONTHS);
