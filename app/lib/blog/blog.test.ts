import {describe, expect, it} from 'vitest';
import {authorQuestions, formatPublishDate, paginate} from './blog';

describe('paginate', () => {
  const items = Array.from({length: 14}, (_, index) => index + 1);

  it('gives page 1 by default and the right slice of later pages', () => {
    expect(paginate(items, null, 6)).toEqual({items: [1, 2, 3, 4, 5, 6], page: 1, pageCount: 3});
    expect(paginate(items, '3', 6)).toEqual({items: [13, 14], page: 3, pageCount: 3});
  });

  it('refuses pages that do not exist', () => {
    for (const page of ['0', '4', '-1', '1.5', 'two', '01']) expect(paginate(items, page, 6)).toBeNull();
  });

  it('has one (empty) page for an empty list', () => {
    expect(paginate([], null, 6)).toEqual({items: [], page: 1, pageCount: 1});
  });
});

describe('formatPublishDate', () => {
  it('writes the date the locale’s way, in UTC', () => {
    expect(formatPublishDate('2026-02-03T08:00:00.000Z', 'en-US')).toBe('February 3, 2026');
    expect(formatPublishDate('2026-02-03T23:30:00.000Z', 'en-GB')).toBe('3 February 2026');
    expect(formatPublishDate('not a date', 'en-US')).toBeNull();
    expect(formatPublishDate(null, 'en-US')).toBeNull();
  });
});

describe('authorQuestions (rules:content-fields author card Q&A)', () => {
  it('keeps well-formed pairs only', () => {
    expect(
      authorQuestions([{question: 'When do you row?', answer: 'At 6:30.'}, {question: 'No answer'}, null, 'text']),
    ).toEqual([{question: 'When do you row?', answer: 'At 6:30.'}]);
    expect(authorQuestions({question: 'x', answer: 'y'})).toEqual([]);
  });
});
