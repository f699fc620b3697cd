import {describe, expect, it} from 'vitest';
import {PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY, withTransportSecurity} from './securityHeaders';

describe('security headers (decision 0048)', () => {
  it('adds HSTS on HTTPS only', () => {
    expect(
      withTransportSecurity(new Response('x'), new URL('https://shop.example/')).headers.get(
        'Strict-Transport-Security',
      ),
    ).toBe(STRICT_TRANSPORT_SECURITY);
    expect(
      withTransportSecurity(new Response('x'), new URL('http://127.0.0.1:3000/')).headers.get(
        'Strict-Transport-Security',
      ),
    ).toBeNull();
  });

  it('copies a response whose headers cannot change', async () => {
    const frozen = Response.redirect('https://shop.example/en-GB/', 302);
    const secured = withTransportSecurity(frozen, new URL('https://shop.example/'));
    expect(secured.headers.get('Strict-Transport-Security')).toBe(STRICT_TRANSPORT_SECURITY);
    expect(secured.status).toBe(302);
  });

  it('turns powerful features off, keeping the three the shop uses for itself', () => {
    const directives = PERMISSIONS_POLICY.split(', ');
    expect(directives.filter((directive) => !directive.endsWith('=()'))).toEqual([
      'autoplay=(self)',
      'fullscreen=(self)',
      'geolocation=(self)',
    ]);
    expect(directives).toContain('camera=()');
  });
});
