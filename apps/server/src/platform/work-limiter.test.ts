import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { WorkLimiter } from './work-limiter.ts';

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('WorkLimiter', () => {
  it('refuses an account over its own cap with SERVER_BUSY, not the others', async () => {
    const limiter = new WorkLimiter({ perAccount: 1, total: 3 });
    const held = gate();
    const first = limiter.run(1, () => held.opened);
    await expect(limiter.run(1, async () => 'x')).rejects.toMatchObject({
      code: 'SERVER_BUSY',
      statusCode: 503,
      errorArgs: [2],
    });
    await expect(limiter.run(2, async () => 'other')).resolves.toBe('other');
    held.open();
    await first;
    await expect(limiter.run(1, async () => 'again')).resolves.toBe('again');
    expect(limiter.active).toBe(0);
  });

  it('refuses everyone over the total cap and frees a slot when work fails', async () => {
    const limiter = new WorkLimiter({ perAccount: 2, total: 2 });
    const held = gate();
    const running = [limiter.run(1, () => held.opened), limiter.run(2, () => held.opened)];
    const refused = await limiter.run(3, async () => 'x').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    held.open();
    await Promise.all(running);
    await expect(
      limiter.run(3, async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(limiter.active).toBe(0);
  });
});
