import { randomUUID } from 'node:crypto';
import {
  UNEMPLOYMENT_LIMITS,
  UNEMPLOYMENT_STATES,
  fitsUnemploymentTotal,
  type UnemploymentFileKind,
  type UnemploymentUploadResult,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import { detectProofType, type ProofMediaType } from '../../platform/file-content.ts';
import { cleanFileName } from '../../platform/file-name.ts';
import {
  removeUnlisted,
  sweepOrphanFiles,
  type FileStore,
  type StagedFile,
  type StoredContent,
} from '../../platform/file-store.ts';
import type { IncomingFile } from '../../platform/multipart.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { AttachmentRow } from './unemployment-files.repository.ts';
import {
  isUniqueViolation,
  type RegistrationRow,
  type UnemploymentRepository,
} from './unemployment.repository.ts';
import { draftCutoff, isExpiredDraft, toAttachment, totalBytes } from './unemployment-view.ts';

/** The file store's folder of proof documents. */
export const UNEMPLOYMENT_FOLDER = 'unemployment';
const EXPIRY_BATCH = 200;
const { draft, supplementRequested } = UNEMPLOYMENT_STATES;
const EXTENSIONS: Record<ProofMediaType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};
const tooLarge = () => new AppError('FILE_SIZE_TOO_LARGE_LIMIT_8');

/** The name kept: the seeker's (cleaned), with the extension of what the file really is. */
function keptFileName(given: string | null, type: ProofMediaType): string {
  const ext = EXTENSIONS[type];
  const cleaned = cleanFileName(given ?? '', UNEMPLOYMENT_LIMITS.fileNameMax - 5);
  const dot = cleaned.lastIndexOf('.');
  const base = (dot > 0 ? cleaned.slice(0, dot) : cleaned).trim() || 'document';
  const givenExt = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : '';
  return givenExt === ext || (ext === 'jpg' && givenExt === 'jpeg')
    ? `${base}.${givenExt}`
    : `${base}.${ext}`;
}

/** Reads the request's files one by one, handing each to `onFile`; answers how many. */
export type ReceiveFiles = (onFile: (file: IncomingFile) => Promise<void>) => Promise<number>;

/**
 * The files of unemployment registrations (spec §5): proof documents checked by content, at most
 * 8 MB each and 8 MB per registration, stored all or none per request; their removal and
 * download, scoped to the owner; the discarding of drafts past their days, files included; and
 * the sweep of stored files no row knows (left by a crash between the rename and the commit).
 */
export class UnemploymentFilesService {
  constructor(
    private readonly repository: PublicMembers<UnemploymentRepository>,
    private readonly deps: { clock: Clock; files: FileStore },
  ) {}

  /** Refuses early (before the body is read) an upload the registration's state forbids. */
  async assertCanUpload(accountId: number, kind: UnemploymentFileKind): Promise<void> {
    const now = this.deps.clock.now();
    const open = await this.repository.lockOpen(accountId);
    const reg = open && !isExpiredDraft(open, now) ? open : undefined;
    this.assertKind(reg, kind);
  }

  private assertKind(reg: RegistrationRow | undefined, kind: UnemploymentFileKind): void {
    if (kind === 'supplement') {
      if (reg?.state !== supplementRequested) throw new AppError('BE_UNEMPLOYMENT_STATE_INVALID');
    } else if (reg && reg.state !== draft) throw new AppError('BE_UNEMPLOYMENT_UNDER_REVIEW');
  }

  /**
   * Stages every file of the request to a `.part` as it arrives, checks each (not empty, at most
   * 8 MB, PDF/JPG/PNG by content), then in one transaction with the registration locked checks
   * the registration's count and total, inserts the rows and renames the files into place. On
   * any failure every file of the request is removed and no row is left.
   */
  async upload(
    accountId: number,
    kind: UnemploymentFileKind,
    receive: ReceiveFiles,
  ): Promise<UnemploymentUploadResult> {
    const staged: { file: StagedFile; name: string | null; type?: ProofMediaType }[] = [];
    const store = this.deps.files;
    const maxBytes = UNEMPLOYMENT_LIMITS.totalMaxBytes + 1;
    try {
      await receive(async (incoming) => {
        const file = await store.stage(incoming.chunks, {
          folder: UNEMPLOYMENT_FOLDER,
          maxBytes,
          tooLarge,
        });
        staged.push({ file, name: incoming.fileName });
      });
      let sum = 0;
      for (const entry of staged) {
        if (entry.file.size === 0) throw new AppError('FILE_EMPTY');
        sum += entry.file.size;
        if (!fitsUnemploymentTotal(sum)) throw tooLarge();
        const type = await detectProofType(entry.file.bytes);
        if (!type) throw new AppError('FILE_TYPE_ILLEGAL');
        entry.type = type;
      }
      const at = this.deps.clock.now().toISOString();
      const rows = staged.map((entry): Omit<AttachmentRow, 'registration_id'> => ({
        id: randomUUID(),
        account_id: accountId,
        kind,
        file_name: keptFileName(entry.name, entry.type!),
        content_type: entry.type!,
        size: entry.file.size,
        storage_key: entry.file.key,
        supplement_id: null,
        uploaded_at: at,
      }));
      const insert = () =>
        this.repository.inTransaction(async (tx) => {
          let reg = await tx.lockOpen(accountId);
          const discarded: string[] = [];
          if (reg && isExpiredDraft(reg, this.deps.clock.now())) {
            discarded.push(...(await tx.deleteRegistration(reg.id)));
            reg = undefined;
          }
          this.assertKind(reg, kind);
          reg ??= await tx.createDraft(accountId, at);
          const existing = await tx.attachments(reg.id);
          const max = UNEMPLOYMENT_LIMITS.filesPerRegistration;
          if (existing.length + rows.length > max)
            throw new AppError('BE_UNEMPLOYMENT_TOO_MANY_FILES', [max]);
          const total = totalBytes(existing) + sum;
          if (!fitsUnemploymentTotal(total)) throw tooLarge();
          const regId = reg.id;
          await tx.insertAttachments(rows.map((row) => ({ ...row, registration_id: regId })));
          await tx.update(regId, { updated_at: at });
          for (const entry of staged) await entry.file.commit();
          return { total, discarded };
        });
      const result = await insert().catch((error: unknown) => {
        if (isUniqueViolation(error)) return insert();
        throw error;
      });
      await this.removeAll(result.discarded);
      return {
        attachments: rows.map((row) => toAttachment({ ...row, registration_id: 0 })),
        totalBytes: result.total,
      };
    } catch (error) {
      await Promise.all(staged.map((entry) => entry.file.discard()));
      throw error;
    }
  }

  /** Removes a draft's file or an unsent supplement file; another seeker's is NOT_FOUND. */
  async remove(accountId: number, id: string): Promise<void> {
    const key = await this.repository.inTransaction(async (tx) => {
      const row = await tx.ownedAttachment(accountId, id);
      const reg = row && (await tx.lock(row.registration_id));
      if (!row || !reg || isExpiredDraft(reg, this.deps.clock.now()))
        throw new AppError('NOT_FOUND');
      const removable =
        (reg.state === draft && row.kind !== 'supplement') ||
        (reg.state === supplementRequested &&
          row.kind === 'supplement' &&
          row.supplement_id === null);
      if (!removable) throw new AppError('BE_UNEMPLOYMENT_STATE_INVALID');
      await tx.deleteAttachment(row.id);
      await tx.update(reg.id, { updated_at: this.deps.clock.now().toISOString() });
      return row.storage_key;
    });
    await removeUnlisted(this.deps.files, key);
  }

  /** A file's row and bytes (opened in the store, read as sent): the seeker's own (`accountId`) or, for staff, a submitted one's. */
  async download(
    owner: { accountId: number } | { registrationId: number },
    id: string,
  ): Promise<{ row: AttachmentRow; content: StoredContent; accountId: number }> {
    const row =
      'accountId' in owner
        ? await this.repository.ownedAttachment(owner.accountId, id)
        : await this.repository.attachmentOf(owner.registrationId, id);
    const reg = row && (await this.repository.find(row.registration_id));
    const hidden =
      !reg ||
      isExpiredDraft(reg, this.deps.clock.now()) ||
      ('registrationId' in owner && reg.state === draft);
    const content = row && !hidden ? await this.deps.files.open(row.storage_key) : null;
    if (!row || !content || !reg) throw new AppError('NOT_FOUND');
    return { row, content, accountId: reg.account_id };
  }

  /** Discards a draft past its days, its row first, then its files; answers whether it did. */
  async discardIfExpired(id: number): Promise<boolean> {
    const keys = await this.repository.inTransaction(async (tx) => {
      const reg = await tx.lock(id);
      if (!reg || !isExpiredDraft(reg, this.deps.clock.now())) return null;
      return tx.deleteRegistration(id);
    });
    if (!keys) return false;
    await this.removeAll(keys);
    return true;
  }

  /** The scheduler's job: discards every draft past its days, files included. */
  async discardExpiredDrafts(): Promise<number> {
    let discarded = 0;
    const cutoff = draftCutoff(this.deps.clock.now());
    for (const id of await this.repository.expiredDraftIds(cutoff, EXPIRY_BATCH)) {
      if (await this.discardIfExpired(id)) discarded += 1;
    }
    return discarded;
  }

  /** Removes stored files of the folder no row knows, once past ORPHAN_GRACE_MS (platform/file-store.ts). */
  async sweepOrphans(now = Date.now()): Promise<number> {
    return sweepOrphanFiles(
      this.deps.files,
      UNEMPLOYMENT_FOLDER,
      (keys) => this.repository.knownKeys(keys),
      { now },
    );
  }

  /**
   * The retention job: deletes registrations decided before `cutoff`, each with its
   * rows first and then its stored files; answers how many went.
   */
  async purgeClosedBefore(cutoff: string): Promise<number> {
    let purged = 0;
    for (;;) {
      const ids = await this.repository.closedBefore(cutoff, 100);
      for (const id of ids) {
        await this.removeAll(await this.repository.deleteRegistration(id));
        purged += 1;
      }
      if (ids.length < 100) return purged;
    }
  }

  private async removeAll(keys: string[]): Promise<void> {
    for (const key of keys) await removeUnlisted(this.deps.files, key);
  }
}
