import {describe, expect, it} from 'vitest';
import {handleSurvey, parseSurveyAnswer, SURVEY_SCRIPT} from './survey';

const url = (path: string) => new URL(`http://127.0.0.1:4000${path}`);

describe('post-purchase survey stand-in', () => {
  it('serves the embed script as JavaScript that parses', () => {
    const result = handleSurvey('GET', url('/survey/v1/embed.js'), null);
    expect(result?.status).toBe(200);
    expect(result?.headers['content-type']).toContain('text/javascript');
    expect(() => new Function(SURVEY_SCRIPT)).not.toThrow();
    // It builds the form with DOM calls, never from HTML strings.
    expect(SURVEY_SCRIPT).not.toContain('innerHTML');
  });

  it('stores a valid answer per order and replaces a second one', () => {
    const post = (answer: string) =>
      handleSurvey(
        'POST',
        url('/survey/v1/responses'),
        JSON.stringify({orderId: '9001', shop: '127.0.0.1:4000', answer}),
      );
    expect(post('Podcast')?.status).toBe(201);
    expect(post('Social media')?.status).toBe(201);
    const listed = JSON.parse(handleSurvey('GET', url('/survey/v1/responses?orderId=9001'), null)?.body ?? '{}') as {
      responses: Array<Record<string, string>>;
    };
    expect(listed.responses).toHaveLength(1);
    expect(listed.responses[0]).toMatchObject({orderId: '9001', answer: 'Social media'});
  });

  it.each([
    ['not json', 'Body must be JSON'],
    ['[]', 'Body must be a JSON object'],
    [JSON.stringify({shop: 'keel.myshopify.com', answer: 'Podcast'}), 'orderId'],
    [
      JSON.stringify({orderId: 'gid://shopify/Order/1', shop: 'x', answer: 'Podcast'}),
      'orderId must be the numeric order id',
    ],
    [JSON.stringify({orderId: '1', shop: '<script>', answer: 'Podcast'}), 'shop must be the shop host'],
    [JSON.stringify({orderId: '1', shop: 'keel.myshopify.com', answer: 'A forged answer'}), 'answer must be one of'],
    ['x'.repeat(5000), 'Body too large'],
  ])('refuses %s with 400', (body, message) => {
    expect(parseSurveyAnswer(body)).toEqual(expect.stringContaining(message));
    expect(handleSurvey('POST', url('/survey/v1/responses'), body)?.status).toBe(400);
  });

  it('answers CORS preflight and leaves other paths alone', () => {
    expect(handleSurvey('OPTIONS', url('/survey/v1/responses'), null)?.status).toBe(204);
    expect(handleSurvey('GET', url('/reviews/v1/summary'), null)).toBeNull();
    expect(handleSurvey('DELETE', url('/survey/v1/responses'), null)?.status).toBe(404);
  });
});
