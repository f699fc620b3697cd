import {describe, expect, it} from 'vitest';
import {visitorTracking} from './visitor.server';
import {consentValue} from './consent';

const page = (url: string, headers: Record<string, string> = {}) =>
  new Request(url, {headers: {Accept: 'text/html', ...headers}});

describe('visitor tracking: the uuid cookie (rules:tracking-rules, consent first)', () => {
  it('mints a uuid on a US page without one, with its Set-Cookie', () => {
    const tracking = visitorTracking(page('http://127.0.0.1:3000/'), 'en-US');
    expect(tracking.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(tracking.setCookie).toBe(`uuid=${tracking.uuid}; Path=/; Max-Age=2629800; SameSite=Lax`);
  });
  it('keeps the cookie’s uuid and sets nothing', () => {
    expect(visitorTracking(page('https://www.keel.example/', {Cookie: 'uuid=abcdefgh-123'}), 'en-US')).toMatchObject({
      uuid: 'abcdefgh-123',
      setCookie: null,
    });
  });
  it('has no uuid without analytics consent: en-GB before a choice, or opted out; even with an old cookie', () => {
    expect(visitorTracking(page('http://127.0.0.1:3000/en-GB/', {Cookie: 'uuid=abcdefgh-123'}), 'en-GB')).toMatchObject(
      {uuid: null, setCookie: null},
    );
    const optedOut = `keel_consent=${consentValue({analytics: false, marketing: false})}`;
    expect(visitorTracking(page('http://127.0.0.1:3000/', {Cookie: optedOut}), 'en-US')).toMatchObject({
      uuid: null,
      setCookie: null,
    });
  });
  it('mints nothing on a background request (no HTML accepted) or a POST', () => {
    expect(
      visitorTracking(
        new Request('http://127.0.0.1:3000/__manifest?paths=%2Fen-GB%2F', {headers: {Accept: '*/*'}}),
        'en-US',
      ),
    ).toMatchObject({uuid: null, setCookie: null});
    expect(
      visitorTracking(
        new Request('http://127.0.0.1:3000/api/cart', {method: 'POST', headers: {Accept: 'text/html'}}),
        'en-US',
      ),
    ).toMatchObject({uuid: null, setCookie: null});
  });
});
