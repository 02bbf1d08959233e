import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Button } from '@/shared/ui/button.tsx';

/** The report form loads on the first tap, not with the vacancy detail. */
const ReportVacancySheet = lazy(() =>
  import('./report-vacancy-sheet.tsx').then((m) => ({ default: m.ReportVacancySheet })),
);

/**
 * "Report this vacancy" under a vacancy's detail (visitors too): opens the report form over it;
 * closing the form brings the focus back here.
 */
export function ReportVacancy({ jobOfferId }: { jobOfferId: number }) {
  const { t } = useTranslation('joboffers');
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        size="small"
        className="vaga-report__open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('report.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ReportVacancySheet
            jobOfferId={jobOfferId}
            onClose={() => {
              setOpen(false);
              buttonRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
