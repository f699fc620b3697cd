import {describe, expect, it} from 'vitest';
import {parseNewsletter} from './newsletterForm';

describe('parseNewsletter (rules:content-fields newsletter form, rules:habit-schema-at-every-boundary zod)', () => {
  it('accepts a valid address, trimmed', () => {
    expect(parseNewsletter({email: '  rower@example.com ', formId: 'newsletter-blog-2026'})).toEqual({
      ok: true,
      email: 'rower@example.com',
      formId: 'newsletter-blog-2026',
    });
  });

  it('says what is wrong with a bad address', () => {
    expect(parseNewsletter({email: '', formId: 'f'})).toEqual({ok: false, error: 'Enter your e-mail address.'});
    expect(parseNewsletter({email: 'not-an-address', formId: 'f'})).toEqual({
      ok: false,
      error: 'Enter a valid e-mail address, like name@example.com.',
    });
    expect(parseNewsletter({email: `${'a'.repeat(250)}@example.com`, formId: 'f'})).toEqual({
      ok: false,
      error: 'That e-mail address is too long.',
    });
  });

  it('refuses a form without its id', () => {
    expect(parseNewsletter({email: 'rower@example.com'})).toEqual({ok: false, error: 'The form is missing its id.'});
    expect(parseNewsletter({formId: 'f'})).toEqual({ok: false, error: 'Enter your e-mail address.'});
  });
});
