// issue 16 §3: "a partner page with the published strict CSP". The published policy stays strict (no inline script
// or style, no eval) and names the platform's origins where the widgets need them.
import { describe, expect, it } from 'vitest';
import { PARTNER_CSP_TEMPLATE, partnerContentSecurityPolicy } from './csp';

describe('the partner CSP', () => {
  const policy = partnerContentSecurityPolicy({ site: 'https://www.velvet.example', overlay: 'https://pay.velvet.example' });
  const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

  it('allows no inline script or style and no eval', () => {
    expect(PARTNER_CSP_TEMPLATE).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|\*/);
  });

  it.each([
    ['script-src', "script-src 'self' https://www.velvet.example"],
    ['style-src', "style-src 'self'"],
    ['connect-src', "connect-src 'self' https://www.velvet.example wss://www.velvet.example"],
    ['frame-src', 'frame-src https://pay.velvet.example'],
    ['object-src', "object-src 'none'"],
  ])('%s', (name, expected) => {
    expect(directive(name)).toBe(expected);
  });

  it('publishes no worker-src and no blob: scripts: no widget makes a worker (hls.js runs with enableWorker: false)', () => {
    expect(directive('worker-src')).toBeUndefined();
    expect(directive('child-src')).toBeUndefined();
    expect(directive('script-src')).not.toContain('blob:');
    expect(directive('default-src')).toBe("default-src 'self'");
  });

  it('prints one directive per line with placeholders for the docs', () => {
    expect(PARTNER_CSP_TEMPLATE.split('\n')[1]).toBe("script-src 'self' {site};");
    expect(policy).not.toMatch(/[{}]/);
  });
});
