import { describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@vaga/contract';
import { buildTestApp } from '../../test/helper.ts';

describe('platform', async () => {
  const { app } = await buildTestApp();

  it('answers /healthz and /readyz', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API path with a JSON NOT_FOUND, never the web page', async () => {
    for (const url of [
      '/service/DeJobSeekApi/v1/nope',
      '/service/api/v9/x',
      '/service/authorize/zzz',
    ]) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(ErrorBodySchema.parse(res.json())).toEqual({ code: 'NOT_FOUND', errorArgs: [] });
    }
  });

  it('serves the OpenAPI document and its browsable page', async () => {
    const doc = await app.inject('/service/openapi.json');
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
    const page = await app.inject('/service/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
  });

  it('answers a malformed JSON body as BAD_REQUEST in the catalogue shape', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/healthz',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(typeof res.json().code).toBe('string');
    expect(Array.isArray(res.json().errorArgs)).toBe(true);
  });

  it('sets security headers (the API set on JSON: platform/security-headers.test.ts)', async () => {
    const res = await app.inject('/healthz');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
