import {
  UNEMPLOYMENT_LIMITS,
  type UnemploymentAttachment,
  type UnemploymentRegistration,
} from '@vaga/contract';

/** A stored file of a registration (a separation PDF unless told). */
export function unemploymentAttachment(
  overrides: Partial<UnemploymentAttachment> = {},
): UnemploymentAttachment {
  return {
    id: '0b6f3c1e-4a55-4c1a-9a57-2d1d3c0f0a01',
    kind: 'separation',
    fileName: 'dismissal-letter.pdf',
    contentType: 'application/pdf',
    size: 1024 * 1024,
    uploadDate: '2026-11-20T02:00:00.000Z',
    supplementId: null,
    ...overrides,
  };
}

/** A draft registration with every field filled and one separation document. */
export function unemploymentRegistration(
  overrides: Partial<UnemploymentRegistration> = {},
): UnemploymentRegistration {
  const attachments = overrides.attachments ?? [unemploymentAttachment()];
  return {
    id: 7,
    state: 0,
    stateDesc: 'Draft',
    referenceNo: null,
    resignedDate: '2026-10-31',
    lastEmployCompanyName: 'Golden Lotus Restaurant',
    latestJobObj: { typeJobTitleId: 1, textJobTitle: null },
    resignedReasonId: 3,
    otherResignedReason: null,
    lastEmployJobSalaryAmount: 15000,
    lastEmployJobSalaryTypeId: 1,
    labels: { resignedReason: 'The business closed', latestJob: 'Cook', salaryType: 'Monthly' },
    totalBytes: attachments.reduce((sum, file) => sum + file.size, 0),
    maxTotalBytes: UNEMPLOYMENT_LIMITS.totalMaxBytes,
    createdAt: '2026-11-20T01:00:00.000Z',
    updatedAt: '2026-11-20T02:00:00.000Z',
    draftExpiresAt: '2026-12-05T02:00:00.000Z',
    submittedAt: null,
    decidedAt: null,
    refusalReason: null,
    openSupplement: null,
    history: [],
    ...overrides,
    attachments,
  };
}
