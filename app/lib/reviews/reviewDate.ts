import {formatLongDate} from '../longDate';

/** A review's ISO date (YYYY-MM-DD) as the shopper reads dates: 'March 22, 2026' or '22 March 2026'. */
export function formatReviewDate(iso: string, localeCode: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  if (Number.isNaN(date.getTime())) return iso;
  return formatLongDate(date, localeCode);
}
