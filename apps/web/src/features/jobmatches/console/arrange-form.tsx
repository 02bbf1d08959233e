import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useArrangeMatch } from '../api/match-actions.ts';
import { EMPTY_ARRANGEMENT } from './arrangement-fields.tsx';
import { ArrangementForm } from './arrangement-form.tsx';

/** Accepts a request by arranging the interview (spec §7). */
export function ArrangeForm({ matchId }: { matchId: string }) {
  const { t } = useTranslation(['jobmatches-console', 'console']);
  const arrange = useArrangeMatch(matchId);
  return (
    <ArrangementForm
      title={t('arrange.title')}
      submit={t('arrange.submit')}
      initial={EMPTY_ARRANGEMENT}
      pending={arrange.isPending}
      onSubmit={(value) => arrange.mutate(value)}
    />
  );
}
