import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodeText, preferredEncoding } from './encode-text.js';

describe('preferredEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br')).toBe('br');
    expect(preferredEncoding('gzip, br;q=0')).toBe('gzip');
    expect(preferredEncoding('br;q=0.0, gzip;q=0')).toBe('identity');
    expect(preferredEncoding('deflate')).toBe('identity');
    expect(preferredEncoding(undefined)).toBe('identity');
  });
});

describe('encodeText', () => {
  const page = '<p>Hearth &amp; Timber</p>'.repeat(500);
  it('gives back bytes that decode to the same text', async () => {
    expect(zlib.brotliDecompressSync((await encodeText(page, 'br')) as Buffer).toString()).toBe(page);
    expect(zlib.gunzipSync((await encodeText(page, 'gzip')) as Buffer).toString()).toBe(page);
    expect(await encodeText(page, 'identity')).toBe(page);
  });
});
