import {describe, expect, it} from 'vitest';
import {
  consentCookie,
  consentFromCookie,
  consentValue,
  cookieAttributes,
  effectiveConsent,
  localeOfPath,
  needsChoice,
  readCookie,
} from './consent';
import {DEVICE_COOKIE, deviceCategory, deviceCategoryCookie} from './device';
import {newUuid, readUuid, TRACKING_COOKIE_MAX_AGE, uuidCookie} from './uuid';

describe('consent (decision 0053)', () => {
  it('tracks en-US by default and nothing in en-GB until a choice', () => {
    expect(consentFromCookie(null, 'en-US')).toEqual({analytics: true, marketing: true, decided: false});
    expect(consentFromCookie('', 'en-GB')).toEqual({analytics: false, marketing: false, decided: false});
  });

  it('a decided cookie wins in both locales', () => {
    for (const locale of ['en-US', 'en-GB'] as const) {
      expect(consentFromCookie('a=1; keel_consent=v1.a0.m0', locale)).toEqual({
        analytics: false,
        marketing: false,
        decided: true,
      });
      expect(consentFromCookie('keel_consent=v1.a1.m0; b=2', locale)).toEqual({
        analytics: true,
        marketing: false,
        decided: true,
      });
      expect(consentFromCookie('keel_consent=v1.a1.m1', locale)).toEqual({
        analytics: true,
        marketing: true,
        decided: true,
      });
    }
  });

  it('reads a forged or old value as no choice', () => {
    expect(consentFromCookie('keel_consent=yes', 'en-GB').decided).toBe(false);
    expect(consentFromCookie('keel_consent=v2.a1.m1', 'en-US')).toEqual({
      analytics: true,
      marketing: true,
      decided: false,
    });
    expect(consentFromCookie('xkeel_consent=v1.a1.m1', 'en-GB').decided).toBe(false);
  });

  it('writes the choice as a first-party cookie for a month, Lax on localhost and Secure; SameSite=None elsewhere (rules:tracking-rules)', () => {
    expect(consentValue({analytics: true, marketing: false})).toBe('v1.a1.m0');
    expect(consentCookie({analytics: false, marketing: false}, '127.0.0.1')).toBe(
      'keel_consent=v1.a0.m0; Path=/; Max-Age=2629800; SameSite=Lax',
    );
    expect(consentCookie({analytics: true, marketing: true}, 'keel.example')).toBe(
      'keel_consent=v1.a1.m1; Path=/; Max-Age=2629800; Secure; SameSite=None',
    );
    expect(cookieAttributes('localhost', 10)).toBe('Path=/; Max-Age=10; SameSite=Lax');
  });

  it('asks en-GB shoppers who have not chosen, never en-US ones', () => {
    expect(needsChoice(consentFromCookie(null, 'en-GB'), 'en-GB')).toBe(true);
    expect(needsChoice(consentFromCookie('keel_consent=v1.a0.m0', 'en-GB'), 'en-GB')).toBe(false);
    expect(needsChoice(consentFromCookie(null, 'en-US'), 'en-US')).toBe(false);
  });

  it('treats Global Privacy Control as an opt-out for undecided en-US shoppers only', () => {
    expect(effectiveConsent(consentFromCookie(null, 'en-US'), 'en-US', true)).toEqual({
      analytics: false,
      marketing: false,
      decided: false,
    });
    expect(effectiveConsent(consentFromCookie('keel_consent=v1.a1.m1', 'en-US'), 'en-US', true).analytics).toBe(true);
    expect(effectiveConsent(consentFromCookie(null, 'en-US'), 'en-US', false).analytics).toBe(true);
  });

  it('reads cookies by exact name and the locale of a path', () => {
    expect(readCookie('uuid=a; uuid2=b', 'uuid2')).toBe('b');
    expect(readCookie('name=%E2%9C%93', 'name')).toBe('✓');
    expect(readCookie(undefined, 'uuid')).toBeNull();
    expect(localeOfPath('/en-GB/cart')).toBe('en-GB');
    expect(localeOfPath('/en-GB')).toBe('en-GB');
    expect(localeOfPath('/en-GBx/cart')).toBe('en-US');
    expect(localeOfPath('/products/rowers/keel-pro-rower/')).toBe('en-US');
  });
});

describe('uuid and device_category cookies (rules:tracking-rules)', () => {
  it('creates and reads a random uuid, refusing anything else', () => {
    const id = newUuid();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(newUuid()).not.toBe(id);
    expect(readUuid(`uuid=${id}`)).toBe(id);
    expect(readUuid('uuid=<script>')).toBeNull();
    expect(uuidCookie(id, 'keel.example')).toBe(
      `uuid=${id}; Path=/; Max-Age=${TRACKING_COOKIE_MAX_AGE}; Secure; SameSite=None`,
    );
    expect(uuidCookie(id, '127.0.0.1')).toContain('SameSite=Lax');
    expect(TRACKING_COOKIE_MAX_AGE).toBe(2629800);
  });

  it('is mobile up to 768 px, tablet up to 1024, desktop above', () => {
    expect([320, 768, 769, 1024, 1025, 1920].map(deviceCategory)).toEqual([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ]);
    expect(deviceCategoryCookie('tablet', 'localhost')).toBe(
      `${DEVICE_COOKIE}=tablet; Path=/; Max-Age=2629800; SameSite=Lax`,
    );
  });
});
