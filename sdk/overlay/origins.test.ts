import { describe, expect, it } from 'vitest';
import { exactOrigins, isExactOrigin, safeRedirectUrl } from './origins';

const OVERLAY = 'http://localhost:8081';
const PAGE = 'http://localhost:8080/live?x=1';

describe('exact origins (issue 6 §3: "accepted only when its origin is in a set of exact origins (never the string \\"null\\")")', () => {
  const origins = exactOrigins([OVERLAY, 'null', '', undefined]);
  it.each([
    ['the overlay origin', OVERLAY, true],
    ['the string "null", even when configured', 'null', false],
    ['a prefix lookalike', 'http://localhost:808', false],
    ['a suffix lookalike', 'http://localhost:8081.evil.test', false],
    ['another port', 'http://localhost:8083', false],
    ['https instead of http', 'https://localhost:8081', false],
    ['a trailing slash', 'http://localhost:8081/', false],
    ['upper case', 'HTTP://LOCALHOST:8081', false],
    ['a non-string', 42, false],
  ])('%s -> %s', (_label, origin, expected) => {
    expect(isExactOrigin(origins, origin)).toBe(expected);
  });

  it('an unescaped dot is not a wildcard', () => {
    const dotted = exactOrigins(['https://pay.velvet.test']);
    expect(isExactOrigin(dotted, 'https://payxvelvet.test')).toBe(false);
  });
});

describe('redirects (issue 6 §3: "only to allowlisted origins and never to javascript:, data: or protocol-relative URLs")', () => {
  const allowlist = exactOrigins(['https://www.velvet.test', 'http://localhost:8080']);
  it.each([
    ['an allowlisted absolute URL', 'https://www.velvet.test/profile?a=1', 'https://www.velvet.test/profile?a=1'],
    ['a relative path on the page origin', '/account', 'http://localhost:8080/account'],
    ['javascript:', 'javascript:alert(1)', null],
    ['JavaScript: in mixed case', 'JaVaScRiPt:alert(1)', null],
    ['javascript: with a leading space', ' javascript:alert(1)', null],
    ['javascript: with a tab inside', 'java\tscript:alert(1)', null],
    ['data:', 'data:text/html,<script>alert(1)</script>', null],
    ['protocol-relative //', '//evil.test/x', null],
    ['backslash trick /\\', '/\\evil.test', null],
    ['a foreign origin', 'https://evil.test/', null],
    ['a lookalike suffix', 'https://www.velvet.test.evil.test/', null],
    ['credentials in the URL', 'https://user:pw@www.velvet.test/', null],
    ['an empty string', '', null],
    ['not a string', 12, null],
  ])('%s', (_label, url, expected) => {
    expect(safeRedirectUrl(url, allowlist, PAGE)).toBe(expected);
  });

  it('the page origin is not allowed for absolute URLs unless allowlisted', () => {
    expect(safeRedirectUrl('http://localhost:8080/x', exactOrigins([]), PAGE)).toBeNull();
  });
});
