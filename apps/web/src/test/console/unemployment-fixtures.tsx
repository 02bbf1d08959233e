import { Route, Routes } from 'react-router';
import {
  buildPath,
  CONSOLE_UNEMPLOYMENT_PATHS,
  type ConsoleUnemploymentCard,
  type ConsoleUnemploymentDetail,
  type UnemploymentAttachment,
} from '@vaga/contract';
import { renderWithProviders } from '@/test/render.tsx';
import { ConsoleUnemploymentPage } from '@/features/unemployment/console/console-unemployment-page.tsx';
import { ConsoleUnemploymentsPage } from '@/features/unemployment/console/console-unemployments-page.tsx';

export const UNEMPLOYMENT_ID = 17;
export const unemploymentPath = buildPath(CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemployment, {
  id: UNEMPLOYMENT_ID,
});
export const unemploymentActionPath = (
  action:
    'consoleUnemploymentApprove' | 'consoleUnemploymentRefuse' | 'consoleUnemploymentSupplement',
) => buildPath(CONSOLE_UNEMPLOYMENT_PATHS[action], { id: UNEMPLOYMENT_ID });
export const attachmentPath = (attachmentId: string) =>
  buildPath(CONSOLE_UNEMPLOYMENT_PATHS.consoleUnemploymentAttachment, {
    id: UNEMPLOYMENT_ID,
    attachmentId,
  });

export function attachment(
  overrides: Partial<UnemploymentAttachment> = {},
): UnemploymentAttachment {
  return {
    id: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9',
    kind: 'separation',
    fileName: 'dismissal-letter.pdf',
    contentType: 'application/pdf',
    size: 245_760,
    uploadDate: '2026-11-19T03:00:00.000Z',
    supplementId: null,
    ...overrides,
  };
}

/** A queue card, under review unless told otherwise. */
export function unemploymentCard(
  overrides: Partial<ConsoleUnemploymentCard> = {},
): ConsoleUnemploymentCard {
  return {
    id: UNEMPLOYMENT_ID,
    referenceNo: 'SD20261120-0017',
    submittedAt: '2026-11-20T02:00:00.000Z',
    state: 1,
    stateDesc: 'Under review',
    seekerName: 'Chan Tai Man',
    lastEmployCompanyName: 'Golden Lotus Hotel',
    resignedDate: '2026-10-31',
    fileCount: 2,
    ...overrides,
  };
}

/** A registration as the console reads it, under review unless told otherwise. */
export function unemploymentDetail(
  overrides: Partial<ConsoleUnemploymentDetail> = {},
): ConsoleUnemploymentDetail {
  return {
    id: UNEMPLOYMENT_ID,
    state: 1,
    stateDesc: 'Under review',
    referenceNo: 'SD20261120-0017',
    resignedDate: '2026-10-31',
    lastEmployCompanyName: 'Golden Lotus Hotel',
    latestJobObj: { typeJobTitleId: 10101, textJobTitle: null },
    resignedReasonId: 3,
    otherResignedReason: null,
    lastEmployJobSalaryAmount: 15000,
    lastEmployJobSalaryTypeId: 1,
    labels: {
      resignedReason: 'The business closed',
      latestJob: 'Receptionist',
      salaryType: 'month',
    },
    attachments: [
      attachment(),
      attachment({
        id: '1a2b3c4d-5e6f-4a1b-9c2d-3e4f5a6b7c8d',
        kind: 'proof',
        fileName: 'payslip.jpg',
        contentType: 'image/jpeg',
        size: 1_572_864,
      }),
    ],
    totalBytes: 1_818_624,
    maxTotalBytes: 8 * 1024 * 1024,
    createdAt: '2026-11-18T02:00:00.000Z',
    updatedAt: '2026-11-20T02:00:00.000Z',
    draftExpiresAt: null,
    submittedAt: '2026-11-20T02:00:00.000Z',
    decidedAt: null,
    refusalReason: null,
    openSupplement: null,
    history: [
      {
        action: 'submitted',
        actionDesc: 'Registration submitted',
        at: '2026-11-20T02:00:00.000Z',
        actor: 'seeker',
        actorName: null,
        detail: null,
      },
    ],
    seekerAccountId: 9,
    seekerName: 'Chan Tai Man',
    docNum: '1234567(8)',
    supplementList: [],
    ...overrides,
  };
}

/** The registration's page as the staff console mounts it. */
export function renderUnemployment() {
  return renderWithProviders(
    <Routes>
      <Route path="/staff/unemployment/:id" element={<ConsoleUnemploymentPage />} />
    </Routes>,
    { route: `/staff/unemployment/${UNEMPLOYMENT_ID}` },
  );
}

/** The queue of registrations as the staff console mounts it, at `route`. */
export function renderUnemploymentQueue(route = '/staff/unemployment') {
  return renderWithProviders(
    <Routes>
      <Route path="/staff/unemployment" element={<ConsoleUnemploymentsPage />} />
    </Routes>,
    { route },
  );
}
