import {describe, expect, it} from 'vitest';
import {newUuid, readUuid, TRACKING_COOKIE_MAX_AGE, uuidCookie} from './uuid';

describe('uuid cookie (rules:tracking-rules)', () => {
  it('reads the uuid among other cookies', () => {
    expect(readUuid('a=1; uuid=0f8fad5b-d9cb-469f-a165-70867728950e; b=2')).toBe(
      '0f8fad5b-d9cb-469f-a165-70867728950e',
    );
    expect(readUuid('xuuid=abcdefgh12')).toBeNull();
    expect(readUuid(null)).toBeNull();
  });

  it('ignores values that could break a header or a log line', () => {
    expect(readUuid('uuid=abc')).toBeNull();
    expect(readUuid('uuid=%0d%0aSet-Cookie%3Ax')).toBeNull();
    expect(readUuid('uuid=%E0%A4%A')).toBeNull();
  });

  it('makes a fresh random uuid', () => {
    const a = newUuid();
    expect(a).toMatch(/^[0-9a-f-]{36}$/);
    expect(readUuid(`uuid=${a}`)).toBe(a);
    expect(newUuid()).not.toBe(a);
  });

  it('is Secure and SameSite=None on real hosts, Lax on localhost', () => {
    expect(uuidCookie('abcdefgh-1', 'www.keel.example')).toBe(
      `uuid=abcdefgh-1; Path=/; Max-Age=${TRACKING_COOKIE_MAX_AGE}; Secure; SameSite=None`,
    );
    expect(uuidCookie('abcdefgh-1', '127.0.0.1')).toBe('uuid=abcdefgh-1; Path=/; Max-Age=2629800; SameSite=Lax');
    expect(uuidCookie('abcdefgh-1', 'localhost')).toContain('SameSite=Lax');
  });
});
