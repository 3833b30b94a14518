import { describe, expect, it } from 'vitest';
import { sameOriginPath } from './same-origin-path';

const current = 'http://localhost:8080/en/';

describe('sameOriginPath', () => {
  it.each([
    ['/en/amateur/lena/', '/en/amateur/lena/'],
    ['http://localhost:8080/amateur/lena/?scrollTo=videos', '/amateur/lena/?scrollTo=videos'],
    ['amateur/lena/', '/en/amateur/lena/'],
    ['https://partner.example/en/amateur/lena/', null],
    ['http://localhost:8082/es/amateur/lena/', null],
    ['http://[bad', null],
  ])('%s -> %s', (href, expected) => {
    expect(sameOriginPath(href, current)).toBe(expected);
  });
});
