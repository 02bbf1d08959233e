import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { EventSession, ReferenceOption } from '@vaga/contract';
import type { RegisterDraft } from '../lib/register-checks.ts';
import { Facts } from '@/shared/ui/facts.tsx';
import { SessionList } from './session-list.tsx';

interface RegisterCheckProps {
  draft: RegisterDraft;
  sessions: readonly EventSession[];
  education: readonly ReferenceOption[];
  employment: readonly ReferenceOption[];
}

const nameOf = (options: readonly ReferenceOption[], id: number | null) =>
  options.find((option) => option.id === id)?.name ?? '';

/** The check step: what will be sent, before it is sent. */
export function RegisterCheck({ draft, sessions, education, employment }: RegisterCheckProps) {
  const { t } = useTranslation('events');
  const chosen = sessions.filter((session) => draft.sessions.includes(session.sessionId));
  return (
    <section className="vaga-card" aria-labelledby="vaga-register-check">
      <h3 id="vaga-register-check" className="vaga-event__subtitle">
        {t('form.checkTitle')}
      </h3>
      <Facts
        side
        facts={[
          [t('form.education'), nameOf(education, draft.typeEducationId)],
          [t('form.employment'), nameOf(employment, draft.typeEmploymentStatusId)],
        ]}
      />
      <SessionList sessions={chosen} label={t('form.chosenSessions')} seats={false} />
    </section>
  );
}
