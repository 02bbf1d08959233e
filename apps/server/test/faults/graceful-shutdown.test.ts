import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildAuthTestApp } from '../auth.ts';

describe('graceful shutdown', () => {
  it('finishes the requests in flight, then stops', async () => {
    let started: () => void = () => undefined;
    const inFlight = new Promise<void>((resolve) => {
      started = resolve;
    });
    const { app } = await buildAuthTestApp({
      routes: (target) => {
        target.get('/test/slow', { config: { auth: 'public' } }, async () => {
          started();
          await new Promise((resolve) => setTimeout(resolve, 400));
          return { done: true };
        });
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const slow = fetch(`http://127.0.0.1:${port}/test/slow`);
    await inFlight;
    const closed = app.close();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(response.headers.get('connection')).toBe('close');
    expect(await response.json()).toEqual({ done: true });
    await closed;
    await expect(fetch(`http://127.0.0.1:${port}/test/slow`)).rejects.toThrow();
  });
});
