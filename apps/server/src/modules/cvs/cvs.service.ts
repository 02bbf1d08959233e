import { randomUUID } from 'node:crypto';
import {
  CV_FILE_NAME_MAX,
  CV_NAME_MAX,
  fitsUnder,
  LIMITS,
  type ApiLanguage,
  type CvFile,
  type CvFileType,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import {
  removeUnlisted,
  sweepOrphanFiles,
  type FileStore,
  type StoredContent,
} from '../../platform/file-store.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ProfileService } from '../profile/profile.service.ts';
import { detectCvType } from './cv-content.ts';
import { stageConvertible, type ConvertibleFile } from './cv-converter.ts';
import type { CvPdfInput } from './cv-pdf.ts';
import { cleanFileName, type IncomingFile } from './cv-upload.ts';
import type { CvFileRow, CvsRepository } from './cvs.repository.ts';

/** The file store's folder of CV files. */
export const CV_FOLDER = 'cvs';
const FILE_TYPES: readonly CvFileType[] = ['pdf', 'doc', 'docx', 'txt', 'rtf'];

function toCvFile(row: CvFileRow): CvFile {
  return {
    cvUid: row.cv_uid,
    cvName: row.cv_name,
    uploadFileName: row.upload_file_name,
    uploadDate: row.upload_date,
    fileType: FILE_TYPES.includes(row.file_type as CvFileType)
      ? (row.file_type as CvFileType)
      : 'pdf',
    fileSize: Number(row.file_size),
  };
}

/** The file name to keep: the client's (cleaned), with the extension of what the file really is. */
function keptFileName(requested: string | null | undefined, type: CvFileType): string {
  const cleaned = cleanFileName(requested ?? '', CV_FILE_NAME_MAX - 5);
  const dot = cleaned.lastIndexOf('.');
  const base = (dot > 0 ? cleaned.slice(0, dot) : cleaned).trim() || 'cv';
  const ext = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : '';
  return ext === type ? `${base}.${ext}` : `${base}.${type}`;
}

export interface UploadNames {
  cvName?: string;
  fileName?: string;
}

/**
 * CV files (spec §3, §5, §9): one per seeker, checked by content, stored under generated names,
 * always scoped to their owner (another seeker's id is NOT_FOUND). A refused request leaves
 * neither a row nor a file.
 */
export class CvsService {
  constructor(
    private readonly repository: PublicMembers<CvsRepository>,
    private readonly deps: {
      clock: Clock;
      files: FileStore;
      /** Renders a CV PDF off the event loop (a worker pool; see cvs.module.ts). */
      renderPdf: (input: CvPdfInput) => Promise<Uint8Array>;
    },
    private readonly profiles: () => ProfileService,
  ) {}

  async list(accountId: number): Promise<CvFile[]> {
    return (await this.repository.listByAccount(accountId)).map(toCvFile);
  }

  async get(accountId: number, cvUid: string): Promise<CvFile> {
    return toCvFile(await this.owned(accountId, cvUid));
  }

  /** Refuses early (before the upload is read) when the seeker already holds a CV. */
  async assertCanUpload(accountId: number): Promise<void> {
    if ((await this.repository.countByAccount(accountId)) >= LIMITS.cvFilesPerSeeker) {
      throw new AppError('BE_CV_EXCEED_MAX', [LIMITS.cvFilesPerSeeker]);
    }
  }

  /**
   * Writes the file to a `.part` in the store as it arrives (refused at the size limit), checks
   * it from disk, then inserts the row and renames the file into place in one transaction. On
   * any refusal or error the file is removed and no row exists.
   */
  async upload(accountId: number, file: IncomingFile, names: UploadNames): Promise<CvFile> {
    const staged = await this.deps.files.stage(file.chunks, {
      folder: CV_FOLDER,
      maxBytes: LIMITS.cvMaxBytes,
      tooLarge: () => new AppError('FILE_SIZE_TOO_LARGE', [LIMITS.cvMaxMegabytes]),
    });
    try {
      if (staged.size === 0) throw new AppError('FILE_EMPTY');
      if (!fitsUnder(staged.size, LIMITS.cvMaxBytes))
        throw new AppError('FILE_SIZE_TOO_LARGE', [LIMITS.cvMaxMegabytes]);
      const type = await detectCvType(staged.bytes);
      if (!type) throw new AppError('FILE_TYPE_ILLEGAL');
      await this.assertCanUpload(accountId);

      const uploadFileName = keptFileName(names.fileName || file.fileName, type);
      const cvName =
        cleanFileName(names.cvName ?? '', CV_NAME_MAX) ||
        cleanFileName(uploadFileName.replace(/\.[^.]+$/, ''), CV_NAME_MAX) ||
        'CV';
      const row = {
        cv_uid: randomUUID(),
        account_id: accountId,
        cv_name: cvName,
        upload_file_name: uploadFileName,
        file_type: type,
        file_size: staged.size,
        storage_key: staged.key,
        upload_date: this.deps.clock.now().toISOString(),
      };
      if (!(await this.repository.insertKeeping(row, () => staged.commit())))
        throw new AppError('BE_CV_EXCEED_MAX', [LIMITS.cvFilesPerSeeker]);
      return toCvFile(row);
    } catch (error) {
      await staged.discard();
      throw error;
    }
  }

  /**
   * A file picked for the base64 converter, written to a `.part` and checked from disk; the
   * caller discards it once answered (see cv-converter.ts).
   */
  async stageConvertible(file: IncomingFile): Promise<ConvertibleFile> {
    return stageConvertible(this.deps.files, file);
  }

  /**
   * Removes stored CV files no row knows, once past ORPHAN_GRACE_MS (platform/file-store.ts): a
   * crash between the rename of an upload into place and the commit of its row leaves one.
   */
  async sweepOrphans(now = Date.now()): Promise<number> {
    return sweepOrphanFiles(this.deps.files, CV_FOLDER, (keys) => this.repository.knownKeys(keys), {
      now,
    });
  }

  async rename(accountId: number, cvUid: string, cvName: string): Promise<CvFile> {
    const cleaned = cleanFileName(cvName, CV_NAME_MAX);
    if (!cleaned) throw new AppError('VALIDATION_FAIL', ['body.cvName', 'validation.required']);
    if (!(await this.repository.rename(accountId, cvUid, cleaned))) throw new AppError('NOT_FOUND');
    return this.get(accountId, cvUid);
  }

  /**
   * Erases every CV file of the seeker (my data): the rows first, then the stored
   * files (a file left by a failure is removed by the orphan sweep). Answers how many went.
   */
  async eraseAll(accountId: number): Promise<number> {
    const rows = await this.repository.deleteAll(accountId);
    for (const row of rows) await removeUnlisted(this.deps.files, row.storage_key);
    return rows.length;
  }

  async remove(accountId: number, cvUid: string): Promise<void> {
    const row = await this.repository.delete(accountId, cvUid);
    if (!row) throw new AppError('NOT_FOUND');
    await removeUnlisted(this.deps.files, row.storage_key);
  }

  /** The bytes of a CV (opened in the store, read as sent) with what a download needs. */
  async download(
    accountId: number,
    cvUid: string,
  ): Promise<{ file: CvFile; content: StoredContent }> {
    const row = await this.owned(accountId, cvUid);
    const content = await this.deps.files.open(row.storage_key);
    if (!content) throw new AppError('BE_CV_DOWNLOAD_FAIL');
    return { file: toCvFile(row), content };
  }

  /** POST api/v1/cvs: the resume as a PDF in a language. */
  async generate(accountId: number, lang: ApiLanguage): Promise<Buffer> {
    const profiles = this.profiles();
    const profile = await profiles.findInput(accountId);
    if (!profile) throw new AppError('BE_PROFILE_NOT_FOUND');
    try {
      const names = await profiles.optionNames(profile, lang);
      const pdf = await this.deps.renderPdf({ profile, names, lang, today: profiles.today() });
      return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
    } catch {
      throw new AppError('GENERATE_CV_PDF_ERROR');
    }
  }

  private async owned(accountId: number, cvUid: string): Promise<CvFileRow> {
    const row = await this.repository.find(accountId, cvUid);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }
}
