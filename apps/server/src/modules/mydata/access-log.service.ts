import {
  derivedText,
  localeOfApiLanguage,
  sourceApiLanguage,
  type AuthoredApiLanguage,
} from '@vaga/contract';
import { macaoDayEnd, macaoDayStart } from '@vaga/contract';
import type {
  AccessRecordKind,
  AccessViewerKind,
  ApiLanguage,
  ConsoleAccessLogEntry,
  ConsoleAccessLogRow,
  MyAccessLogEntry,
  Page,
} from '@vaga/contract';
import { AppError } from '../../platform/app-error.ts';
import type { AuthAccount } from '../../platform/caller.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { EmployerService } from '../employer/employer.service.ts';
import type { AccessLogListRow, AccessLogRow, MyDataRepository } from './mydata.repository.ts';

/** The staff access log's query, as the contract parses it. */
export interface AccessLogListQuery {
  page: number;
  size: number;
  seeker?: string;
  viewer?: string;
  from?: string;
  to?: string;
}

/** One read to record: who, whose data, which record, from where. */
export interface AccessRead {
  viewer: AuthAccount;
  seekerAccountId: number;
  recordKind: AccessRecordKind;
  recordId: string | number;
  clientAddress: string;
}

/** Client addresses are kept as given, cut to the column (an IPv6 address fits). */
const ADDRESS_MAX = 64;

/**
 * Who looked: every staff and employer read of a seeker's personal data is recorded
 * in the request that serves it, and listed for the seeker and for staff. The application never
 * changes or deletes a row; the retention job deletes rows past the retention period.
 */
export class AccessLogService {
  constructor(
    private readonly repository: PublicMembers<MyDataRepository>,
    private readonly deps: Pick<ServiceDeps, 'clock' | 'config'>,
    private readonly accounts: () => Pick<AuthService, 'profile'>,
    private readonly employers: () => Pick<EmployerService, 'find'>,
  ) {}

  /**
   * Records a read. A seeker reading their own data, or any account that is neither staff nor
   * an employer, leaves no row: the log is of others looking.
   */
  async record(read: AccessRead): Promise<void> {
    const kind = viewerKind(read.viewer);
    if (!kind || read.viewer.id === read.seekerAccountId) return;
    await this.repository.append({
      seeker_account_id: read.seekerAccountId,
      viewer_account_id: read.viewer.id,
      viewer_kind: kind,
      employer_id: kind === 'employer' ? read.viewer.employerId : null,
      record_kind: read.recordKind,
      record_id: String(read.recordId),
      client_address: read.clientAddress.slice(0, ADDRESS_MAX),
      accessed_at: this.deps.clock.now().toISOString(),
    });
  }

  /** The seeker's own log: the service or the employer by name, never a staff member. */
  async mine(
    accountId: number,
    query: { page: number; size: number },
    lang: ApiLanguage,
  ): Promise<Page<MyAccessLogEntry>> {
    const { rows, total } = await this.repository.page(
      accountId,
      query.page * query.size,
      query.size,
    );
    const names = await this.employerNames(rows, lang);
    return { content: rows.map((r) => toEntry(r, names)), totalElements: total };
  }

  /** Staff: one seeker account's log with who exactly and from which address; an unknown account is NOT_FOUND. */
  async ofAccount(
    staff: AuthAccount,
    accountId: number,
    query: { page: number; size: number },
    lang: ApiLanguage,
  ): Promise<Page<ConsoleAccessLogEntry>> {
    if (staff.accountType !== 'staff') throw new AppError('FORBIDDEN_ROLE');
    const account = await this.accounts()
      .profile(accountId, lang)
      .catch(() => null);
    if (account === null) throw new AppError('NOT_FOUND');
    const { rows, total } = await this.repository.page(
      accountId,
      query.page * query.size,
      query.size,
    );
    const employers = await this.employerNames(rows, lang);
    const viewers = new Map<number, string>();
    for (const id of new Set(rows.map((r) => r.viewer_account_id))) {
      const profile = await this.accounts()
        .profile(id, lang)
        .catch(() => null);
      viewers.set(id, profile?.name ?? '');
    }
    return {
      content: rows.map((r) => ({
        ...toEntry(r, employers),
        viewerAccountId: r.viewer_account_id,
        viewerName: viewers.get(r.viewer_account_id) ?? '',
        employerId: r.employer_id,
        clientAddress: r.client_address,
      })),
      totalElements: total,
    };
  }

  /**
   * Staff: every seeker's reads, newest first, by seeker, reader and Macao days. Reading the log
   * is not itself logged: it shows who read which kind of record, not the records.
   */
  async list(
    staff: AuthAccount,
    query: AccessLogListQuery,
    lang: ApiLanguage,
  ): Promise<Page<ConsoleAccessLogRow>> {
    if (staff.accountType !== 'staff') throw new AppError('FORBIDDEN_ROLE');
    const { rows, total } = await this.repository.list(
      {
        seeker: query.seeker || undefined,
        viewer: query.viewer || undefined,
        fromInstant: query.from ? macaoDayStart(query.from).toISOString() : undefined,
        toInstant: query.to ? macaoDayEnd(query.to).toISOString() : undefined,
      },
      query.page * query.size,
      query.size,
    );
    return { content: rows.map((r) => toListRow(r, lang)), totalElements: total };
  }

  /** Every row of the seeker's log as the seeker sees it (the export). */
  async all(accountId: number, lang: ApiLanguage): Promise<MyAccessLogEntry[]> {
    const rows = await this.repository.all(accountId);
    const names = await this.employerNames(rows, lang);
    return rows.map((r) => toEntry(r, names));
  }

  /** The retention job: deletes rows older than the retention period; answers how many. */
  purgeExpired(): Promise<number> {
    const cutoff = new Date(this.deps.clock.now());
    cutoff.setUTCFullYear(cutoff.getUTCFullYear() - this.deps.config.dataRetentionYears);
    return this.repository.deleteBefore(cutoff.toISOString());
  }

  private async employerNames(rows: AccessLogRow[], lang: ApiLanguage) {
    const names = new Map<number, string>();
    for (const id of new Set(
      rows.flatMap((r) => (r.employer_id === null ? [] : [r.employer_id])),
    )) {
      const employer = await this.employers().find(id, lang);
      if (employer) names.set(id, employer.name);
    }
    return names;
  }
}

function viewerKind(account: AuthAccount): AccessViewerKind | null {
  if (account.accountType === 'staff') return 'staff';
  if (account.accountType === 'employer') return 'employer';
  return null;
}

function toEntry(row: AccessLogRow, employers: Map<number, string>): MyAccessLogEntry {
  return {
    id: row.id,
    viewedAt: row.accessed_at,
    viewerKind: row.viewer_kind as AccessViewerKind,
    employerName: row.employer_id === null ? null : (employers.get(row.employer_id) ?? ''),
    recordKind: row.record_kind as AccessRecordKind,
    recordId: row.record_id,
  };
}

const EMPLOYER_NAME = {
  zh: 'employer_name_cn',
  pt: 'employer_name_pt',
  en: 'employer_name_en',
} as const satisfies Record<AuthoredApiLanguage, keyof AccessLogListRow>;

/** The employer's name in a language (zh-Hans: the Chinese name, converted). */
function employerName(row: AccessLogListRow, lang: ApiLanguage): string {
  return derivedText(localeOfApiLanguage(lang), row[EMPLOYER_NAME[sourceApiLanguage(lang)]] ?? '');
}

function toListRow(row: AccessLogListRow, lang: ApiLanguage): ConsoleAccessLogRow {
  const kind = row.viewer_kind as AccessViewerKind;
  return {
    viewedAt: row.accessed_at,
    seekerName: row.seeker_name,
    viewerKind: kind,
    viewerName: row.viewer_name,
    employerName: kind === 'employer' ? employerName(row, lang) : null,
    recordKind: row.record_kind as AccessRecordKind,
    clientAddress: row.client_address,
  };
}
