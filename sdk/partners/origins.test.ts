// issue 16 §2: "registers the origins it embeds from (validated origins; that list feeds CORS and the
// overlay's frame-ancestors)". The browser compares exact origins, so only exact origins are accepted.
import { describe, expect, it } from 'vitest';
import { checkPartnerOrigin } from './origins';

describe('checkPartnerOrigin', () => {
  it.each([
    ['https://www.partner.example', { ok: true, origin: 'https://www.partner.example' }],
    ['https://WWW.Partner.Example/', { ok: true, origin: 'https://www.partner.example' }],
    ['https://partner.example:443', { ok: true, origin: 'https://partner.example' }],
    ['https://partner.example:8443', { ok: true, origin: 'https://partner.example:8443' }],
    ['http://localhost:18343', { ok: true, origin: 'http://localhost:18343' }],
    ['http://127.0.0.1:5000', { ok: true, origin: 'http://127.0.0.1:5000' }],
    ['http://partner.example', { ok: false, problem: 'insecure' }],
    ['https://partner.example/blog', { ok: false, problem: 'notOrigin' }],
    ['https://partner.example?x=1', { ok: false, problem: 'notOrigin' }],
    ['https://user:pw@partner.example', { ok: false, problem: 'notOrigin' }],
    ['https://*.partner.example', { ok: false, problem: 'wildcard' }],
    ['ftp://partner.example', { ok: false, problem: 'scheme' }],
    ['javascript:alert(1)', { ok: false, problem: 'scheme' }],
    ['partner.example', { ok: false, problem: 'notUrl' }],
    ['null', { ok: false, problem: 'notUrl' }],
  ])('%s', (input, expected) => {
    expect(checkPartnerOrigin(input)).toEqual(expected);
  });
});
