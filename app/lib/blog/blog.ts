/** Blog rules: pagination of article lists, publish dates, author card Q&A. */
import {formatLongDate} from '../longDate';

/** Articles a page of the blog lists. */
export const ARTICLES_PER_PAGE = 6;

/**
 * One page of a list: ?page=n (1-based). A page that is not a whole number
 * from 1 is null (the route answers 404), as is a page past the last one
 * (page 1 of an empty list exists).
 */
export function paginate<T>(
  items: readonly T[],
  pageParam: string | null | undefined,
  perPage = ARTICLES_PER_PAGE,
): {items: T[]; page: number; pageCount: number} | null {
  const page =
    pageParam === null || pageParam === undefined || pageParam === ''
      ? 1
      : /^[1-9]\d*$/.test(pageParam)
        ? Number(pageParam)
        : Number.NaN;
  if (!Number.isInteger(page)) return null;
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  if (page > pageCount) return null;
  return {items: items.slice((page - 1) * perPage, page * perPage), page, pageCount};
}

/** A publish date as the locale writes it ('February 3, 2026' / '3 February 2026'), in UTC so server and browser agree. */
export function formatPublishDate(iso: string | null | undefined, localeCode: string): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return formatLongDate(date, localeCode);
}

/** rules:content-fields author card Q&A: the CMS's JSON list of {question, answer}; anything malformed is left out. */
export function authorQuestions(value: unknown): Array<{question: string; answer: string}> {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    const pair = item as {question?: unknown; answer?: unknown} | null;
    return pair && typeof pair.question === 'string' && typeof pair.answer === 'string' && pair.question && pair.answer
      ? [{question: pair.question, answer: pair.answer}]
      : [];
  });
}
