import {
  UNEMPLOYMENT_LIMITS,
  UNEMPLOYMENT_STATES,
  pickBySuffix,
  type ApiLanguage,
  type ReferenceType,
  type UnemploymentRegistration,
} from '@vaga/contract';
import { plainText } from '../../platform/free-text.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ReferencesService } from '../references/references.service.ts';
import type { RegistrationRow, UnemploymentRepository } from './unemployment.repository.ts';
import {
  draftExpiresAt,
  historyOf,
  reasonName,
  stateDesc,
  toAttachment,
  toSupplement,
  totalBytes,
} from './unemployment-view.ts';

export type OptionLookup = Pick<ReferencesService, 'optionsOf'>;

/** The registration as its seeker (and, with account names, staff) reads it, in a language. */
export class UnemploymentPresenter {
  constructor(
    private readonly repository: Pick<
      PublicMembers<UnemploymentRepository>,
      'attachments' | 'supplements' | 'history'
    >,
    private readonly references: () => OptionLookup,
  ) {}

  private async optionName(type: ReferenceType, id: number | null, lang: ApiLanguage) {
    if (id === null) return null;
    const [option] = await this.references().optionsOf(type, [id]);
    return option ? pickBySuffix(option, lang) : null;
  }

  async registration(
    row: RegistrationRow,
    lang: ApiLanguage,
    names?: Map<number, string>,
  ): Promise<UnemploymentRegistration> {
    const [files, supplements, events] = await Promise.all([
      this.repository.attachments(row.id),
      this.repository.supplements(row.id),
      this.repository.history(row.id),
    ]);
    const open =
      row.state === UNEMPLOYMENT_STATES.supplementRequested
        ? supplements.find((s) => s.answered_at === null)
        : undefined;
    const hasJob = row.job_title_id !== null || row.job_title_text !== null;
    return {
      id: row.id,
      state: row.state,
      stateDesc: stateDesc(row.state, lang),
      referenceNo: row.reference_no,
      resignedDate: row.resigned_date,
      lastEmployCompanyName: row.company_name,
      latestJobObj: hasJob
        ? { typeJobTitleId: row.job_title_id, textJobTitle: row.job_title_text }
        : null,
      resignedReasonId: row.reason_id,
      otherResignedReason: row.other_reason,
      lastEmployJobSalaryAmount: row.salary_amount === null ? null : Number(row.salary_amount),
      lastEmployJobSalaryTypeId: row.salary_type_id,
      labels: {
        resignedReason: reasonName(row.reason_id, lang),
        latestJob:
          row.job_title_text ?? (await this.optionName('JOBTITLE', row.job_title_id, lang)),
        salaryType: await this.optionName('SALARYTYPE', row.salary_type_id, lang),
      },
      attachments: files.map(toAttachment),
      totalBytes: totalBytes(files),
      maxTotalBytes: UNEMPLOYMENT_LIMITS.totalMaxBytes,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      draftExpiresAt:
        row.state === UNEMPLOYMENT_STATES.draft ? draftExpiresAt(row.updated_at) : null,
      submittedAt: row.submitted_at,
      decidedAt: row.decided_at,
      refusalReason: row.refusal_reason === null ? null : plainText(row.refusal_reason),
      openSupplement: open ? toSupplement(open, files) : null,
      history: historyOf(events, lang, names),
    };
  }
}
