// The page cache answers gzip without compressing the page per visitor (gzip-template.ts): what a browser
// inflates must be exactly the page with this answer's nonce, however the parts fall.
import { gunzipSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { GzipTemplate } from './gzip-template';

const inflate = (buffer: Buffer) => gunzipSync(buffer).toString('utf8');

describe('GzipTemplate', () => {
  it.each([
    ['one part, no filler', ['<!doctype html><p>only</p>']],
    ['empty parts at both ends and between', ['', '<script nonce="', '"></script>', '']],
    ['multi-byte text', ['<p>Größe ', ' — Ñandú 💋</p>']],
    ['a page-sized part (several deflate blocks)', [`<main>${'<li class="tile">Video</li>'.repeat(4000)}`, `</main>${randomBytes(40_000).toString('hex')}`]],
  ])('inflates to the text with the filler between the parts: %s', (_name, parts) => {
    const template = new GzipTemplate(parts);
    for (const nonce of ['Q3qqLhLn1zGc+xqdR/Ggwg==', 'bW9yZS1ub25jZQ==']) {
      expect(inflate(template.gzip(nonce))).toBe(parts.join(nonce));
      expect(template.text(nonce)).toBe(parts.join(nonce));
      expect(template.bytes(nonce).toString('utf8')).toBe(parts.join(nonce));
    }
  });

  it('takes a filler longer than one stored block (65,535 bytes)', () => {
    const template = new GzipTemplate(['a', 'b']);
    const filler = 'x'.repeat(70_000);
    expect(inflate(template.gzip(filler))).toBe(`a${filler}b`);
  });

  it('is compressed: a repetitive page shrinks to a fraction', () => {
    const page = `<ul>${'<li class="tile"><a href="/en/videos/1/">Video</a></li>'.repeat(1000)}</ul>`;
    const template = new GzipTemplate([page, page]);
    expect(template.gzip('nonce').length).toBeLessThan(page.length / 10);
  });
});
