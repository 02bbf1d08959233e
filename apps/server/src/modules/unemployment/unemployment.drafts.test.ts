import { mkdir, mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { PATHS, UnemploymentCurrentSchema, buildPath } from '@vaga/contract';
import { bearer, createAccount } from '../../../test/auth.ts';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import {
  deleteAttachment,
  getAs,
  pdfBytes,
  postSd,
  uploadFiles,
} from '../../../test/factories/unemployment.ts';
import { recurringKey } from '../../platform/scheduler.ts';
import { UNEMPLOYMENT_DRAFT_EXPIRY_JOB } from './unemployment-jobs.ts';

type Caller = { headers: { authorization: string } };
const DAY = 24 * 60 * 60 * 1000;

describe('drafts are kept 15 days after their last change, then discarded with their files', () => {
  let ctx: TestContext;
  let storageDir: string;
  /** A seeker whose headers open a fresh session at the clock's time (sessions expire). */
  const newSeeker = async () => {
    const account = await createAccount(ctx.app, { name: 'Seeker' });
    return () => {
      const session = ctx.app.services.auth.openSession(account.id);
      return session.then((s): Caller => ({ headers: bearer(s.token) }));
    };
  };
  type Seeker = Awaited<ReturnType<typeof newSeeker>>;
  const stored = async () =>
    (await readdir(path.join(storageDir, 'unemployment')).catch(() => [])).sort();
  const registration = async (seeker: Seeker) =>
    UnemploymentCurrentSchema.parse(
      (await getAs(ctx.app, await seeker(), PATHS.unemployment)).json(),
    ).registration;
  const registrations = async () =>
    (await ctx.app.db.selectFrom('unemployment_registration').select('id').execute()).map(
      (r) => r.id,
    );
  const draftWithFile = async (seeker: Seeker) => {
    await postSd(ctx.app, await seeker(), { lastEmployCompanyName: 'ACME' });
    const res = await uploadFiles(ctx.app, await seeker(), 'proof', [
      { bytes: pdfBytes(), name: 'a.pdf' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    return (await registration(seeker))!;
  };

  beforeAll(async () => {
    storageDir = await mkdtemp(path.join(tmpdir(), 'vaga-unemployment-drafts-'));
    ctx = await buildTestApp({ env: { STORAGE_DIR: storageDir } });
  });

  it('the hourly job discards a draft older than 15 days with its files; one changed 14 days ago stays', async () => {
    const old = await newSeeker();
    const recent = await newSeeker();
    const oldDraft = await draftWithFile(old);
    const oldFiles = await stored();
    expect(oldFiles).toHaveLength(1);
    ctx.clock.advance(DAY);
    const recentDraft = await draftWithFile(recent);
    expect(await stored()).toHaveLength(2);

    // 15 days and a minute after the old draft's last change; 14 days after the recent one's.
    ctx.clock.advance(14 * DAY + 60_000);
    expect(await registration(old)).toBeNull();
    expect((await registration(recent))?.id).toBe(recentDraft.id);

    const outcomes = await ctx.app.scheduler.runDue();
    expect(outcomes.map((o) => o.key)).toContain(recurringKey(UNEMPLOYMENT_DRAFT_EXPIRY_JOB));
    const ids = await registrations();
    expect(ids).not.toContain(oldDraft.id);
    expect(ids).toContain(recentDraft.id);
    const left = await stored();
    expect(left).toHaveLength(1);
    expect(left).not.toContain(oldFiles[0]);
    expect((await registration(recent))!.attachments).toHaveLength(1);
  });

  it('an upload is a change: it keeps the draft alive', async () => {
    const seeker = await newSeeker();
    const draft = await draftWithFile(seeker);
    ctx.clock.advance(10 * DAY);
    await uploadFiles(ctx.app, await seeker(), 'proof', [
      { bytes: pdfBytes(0, 'b'), name: 'b.pdf' },
    ]);
    ctx.clock.advance(10 * DAY);
    await ctx.app.services.unemploymentFiles.discardExpiredDrafts();
    expect((await registration(seeker))?.id).toBe(draft.id);
  });

  it('a save or an upload after the draft expired starts a new draft, the old one discarded', async () => {
    const seeker = await newSeeker();
    const draft = await draftWithFile(seeker);
    const before = await stored();
    ctx.clock.advance(16 * DAY);
    const saved = await postSd(ctx.app, await seeker(), { lastEmployCompanyName: 'New' });
    const fresh = UnemploymentCurrentSchema.parse(saved.json()).registration!;
    expect(fresh.id).not.toBe(draft.id);
    expect(fresh).toMatchObject({ lastEmployCompanyName: 'New', attachments: [] });
    expect(await registrations()).not.toContain(draft.id);
    expect((await stored()).length).toBe(before.length - 1);

    ctx.clock.advance(16 * DAY);
    const upload = await uploadFiles(ctx.app, await seeker(), 'separation', [
      { bytes: pdfBytes(), name: 'c.pdf' },
    ]);
    expect(upload.statusCode, upload.body).toBe(200);
    const next = (await registration(seeker))!;
    expect(next.id).not.toBe(fresh.id);
    expect(next.lastEmployCompanyName).toBeNull();
  });

  it('sweeps stored files no row knows once older than the grace period', async () => {
    const folder = path.join(storageDir, 'unemployment');
    const orphanOld = '3f1c0a52-7d4e-4a51-9c36-0000000000a1';
    const orphanYoung = '3f1c0a52-7d4e-4a51-9c36-0000000000a2';
    await writeFile(path.join(folder, orphanOld), 'left by a crash');
    await writeFile(path.join(folder, orphanYoung), 'being committed');
    const now = new Date();
    const longAgo = new Date(now.getTime() - 2 * 60 * 60 * 1000);
    await utimes(path.join(folder, orphanOld), longAgo, longAgo);
    await utimes(path.join(folder, orphanYoung), now, now);
    const known = await stored();
    const removed = await ctx.app.services.unemploymentFiles.sweepOrphans();
    expect(removed).toBe(1);
    expect(await stored()).toEqual(known.filter((name) => name !== orphanOld));
  });

  it("an expired draft's files can no longer be read or removed, even before the job runs", async () => {
    const seeker = await newSeeker();
    const draft = await draftWithFile(seeker);
    const id = draft.attachments[0].id;
    const url = buildPath(PATHS.unemploymentAttachment, { id });
    expect((await getAs(ctx.app, await seeker(), url)).statusCode).toBe(200);
    ctx.clock.advance(15 * DAY + 1000);
    expect((await getAs(ctx.app, await seeker(), url)).statusCode).toBe(404);
    expect((await deleteAttachment(ctx.app, await seeker(), id)).statusCode).toBe(404);
  });

  it('sweeps unknown files when the server starts', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'vaga-unemployment-start-'));
    await mkdir(path.join(dir, 'unemployment'));
    const orphan = path.join(dir, 'unemployment', '3f1c0a52-7d4e-4a51-9c36-0000000000b1');
    await writeFile(orphan, 'left by a crash');
    const longAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await utimes(orphan, longAgo, longAgo);
    await buildTestApp({ env: { STORAGE_DIR: dir } });
    expect(await readdir(path.join(dir, 'unemployment'))).toEqual([]);
  });
});
