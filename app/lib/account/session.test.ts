import {describe, expect, it} from 'vitest';
import {AppSession} from './session';

const SECRET = 'a-session-secret-of-some-length';
const request = (cookie = '') => new Request('https://keel.example/account', {headers: cookie ? {Cookie: cookie} : {}});
const cookieOf = (setCookie: string) => setCookie.split(';')[0] ?? '';

describe('AppSession (decision 0136)', () => {
  it('seals what it holds: the cookie reads back on the server and shows the browser nothing of it', async () => {
    const session = await AppSession.init(request(), [SECRET]);
    session.set('customerAccount', {accessToken: 'shcat_secret-access-token', refreshToken: 'shcrt_refresh'});
    const setCookie = await session.commit();
    expect(setCookie).toMatch(/^session=.+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const value = decodeURIComponent(cookieOf(setCookie).slice('session='.length));
    const decoded = value
      .split('.')
      .map((part) => Buffer.from(part, 'base64').toString())
      .join('\n');
    for (const text of [value, decoded]) {
      expect(text).not.toContain('shcat_secret-access-token');
      expect(text).not.toContain('accessToken');
    }
    const again = await AppSession.init(request(cookieOf(setCookie)), [SECRET]);
    expect(again.get('customerAccount')).toEqual({
      accessToken: 'shcat_secret-access-token',
      refreshToken: 'shcrt_refresh',
    });
  });

  it('starts empty from a cookie sealed with another secret, or tampered with', async () => {
    const session = await AppSession.init(request(), [SECRET]);
    session.set('customerAccount', {accessToken: 'x'});
    const cookie = cookieOf(await session.commit());
    expect(
      (await AppSession.init(request(cookie), ['another-secret-of-some-length'])).get('customerAccount'),
    ).toBeUndefined();
    // A character inside the sealed value, where every base64 bit is data (the signature's last one may be padding).
    const at = 'session='.length + 12;
    const tampered = `${cookie.slice(0, at)}${cookie[at] === 'A' ? 'g' : 'A'}${cookie.slice(at + 1)}`;
    expect((await AppSession.init(request(tampered), [SECRET])).get('customerAccount')).toBeUndefined();
  });

  it('destroys to an expired cookie', async () => {
    const session = await AppSession.init(request(), [SECRET]);
    expect(await session.destroy()).toMatch(/^session=; .*Expires=Thu, 01 Jan 1970/);
  });
});
