import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PATHS, ReferencesSchema } from '@vaga/contract';
import { seedReferenceOptions } from '../../test/factories/profile.ts';
import { buildTestApp } from '../../test/helper.ts';
import { acceptedEncoding, WrittenAnswers } from './json-body.ts';

describe('cached JSON answers', async () => {
  const { app } = await buildTestApp();
  await seedReferenceOptions(app.db);
  const get = (encoding?: string) =>
    app.inject({
      url: PATHS.references,
      headers: encoding === undefined ? {} : { 'accept-encoding': encoding },
    });

  it('sends the same bytes compressed once, by the client’s Accept-Encoding', async () => {
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    ReferencesSchema.parse(plain.json());

    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    // The compressed copy is made once: a second answer sends the very same bytes.
    expect((await get('br')).rawPayload.equals(br.rawPayload)).toBe(true);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(plain.rawPayload)).toBe(true);

    const refused = await get('br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.rawPayload.equals(plain.rawPayload)).toBe(true);
  });

  it('keeps one Buffer for the same bytes under a key, and takes new bytes', () => {
    const written = new WrittenAnswers();
    const first = written.same('all:en', Buffer.from('{"a":1}'));
    expect(written.same('all:en', Buffer.from('{"a":1}'))).toBe(first);
    expect(written.same('all:pt', Buffer.from('{"a":1}'))).not.toBe(first);
    const changed = written.same('all:en', Buffer.from('{"a":2}'));
    expect(changed).not.toBe(first);
    expect(changed.toString()).toBe('{"a":2}');
    expect(written.same('all:en', Buffer.from('{"a":2}'))).toBe(changed);
  });

  it('chooses an encoding as the header asks', () => {
    expect(acceptedEncoding(undefined)).toBeNull();
    expect(acceptedEncoding('identity')).toBeNull();
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
    expect(acceptedEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(acceptedEncoding('br;q=0')).toBeNull();
    expect(acceptedEncoding('*')).toBe('br');
    expect(acceptedEncoding('*;q=0, gzip;q=0.1')).toBe('gzip');
    expect(acceptedEncoding('GZIP;Q=1')).toBe('gzip');
    expect(acceptedEncoding('br;q=abc')).toBeNull();
  });

  it('answers a header seen before the same, however many other headers came between', () => {
    expect(acceptedEncoding('br;q=0.5, gzip')).toBe('gzip');
    for (let i = 1; i <= 200; i++) {
      expect(acceptedEncoding(`gzip;q=0.${i}, br;q=0`)).toBe('gzip');
      expect(acceptedEncoding(`identity, x-${i}`)).toBeNull();
    }
    expect(acceptedEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(acceptedEncoding('gzip, deflate, br')).toBe('br');
  });
});
