import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';
import { FIRST_BANNER_REFRESH_MS } from './servicehome.service.ts';

/** A built web app, as far as its index.html. */
function builtWebApp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vaga-web-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Vaga</title>');
  return dir;
}

describe('the home page preloads its first banner', async () => {
  const ctx = await buildTestApp({ env: { WEB_DIST: builtWebApp() } });
  const { app, clock, database } = ctx;
  const home = async () => {
    await app.inject('/service');
    // The first load starts the read of the banners; the next one carries its answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    return app.inject('/service');
  };

  it('sends a preload Link for the first banner image with /service, and not with other pages', async () => {
    const first = await database.db
      .selectFrom('banner')
      .select('image_url')
      .orderBy('sort_order')
      .executeTakeFirstOrThrow();
    const res = await home();
    expect(res.statusCode).toBe(200);
    expect(res.headers.link).toBe(
      `<${first.image_url}>; rel=preload; as=image; fetchpriority=high`,
    );
    const other = await app.inject('/service/job-service/job-list');
    expect(other.statusCode).toBe(200);
    expect(other.headers.link).toBeUndefined();
  });

  it('never puts a banner of another site, or an odd path, into the header', async () => {
    await database.db.updateTable('banner').set({ image_url: 'https://x.example/a.png' }).execute();
    clock.advance(FIRST_BANNER_REFRESH_MS);
    expect((await home()).headers.link).toBeUndefined();
    await database.db.updateTable('banner').set({ image_url: '/a.png>; rel=x' }).execute();
    clock.advance(FIRST_BANNER_REFRESH_MS);
    expect((await home()).headers.link).toBeUndefined();
  });
});
