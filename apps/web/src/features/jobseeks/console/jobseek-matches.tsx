import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Link } from 'react-router';
import type { ConsoleJobSeekDetail } from '@vaga/contract';
import { matchPath } from '@/shared/paths.ts';
import { ConsoleRow } from '@/shared/console/console-rows.tsx';
import { StatusTag } from '@/shared/ui/status-tag.tsx';

/** The vacancies the seeker was referred to from this registration, each leading to its match. */
export function JobSeekMatches({ matches }: { matches: ConsoleJobSeekDetail['matches'] }) {
  const { t } = useTranslation(['jobseeks-console', 'console']);
  return (
    <section className="vaga-console-match__section" aria-labelledby="jobseek-matches">
      <h3 id="jobseek-matches">{t('registration.matches', { count: matches.length })}</h3>
      {matches.length === 0 ? (
        <p>{t('registration.noMatches')}</p>
      ) : (
        <ul className="vaga-console-matches__list">
          {matches.map((match) => (
            <ConsoleRow key={match.jobMatchUid}>
              <Link
                className="vaga-console-matches__title"
                to={matchPath('staff', match.jobMatchUid)}
              >
                {match.jobOfferTitle}
              </Link>
              <span className="vaga-console-match__muted">{match.employerName}</span>
              <StatusTag tone="neutral">{match.typeJobMatchStatusDesc}</StatusTag>
            </ConsoleRow>
          ))}
        </ul>
      )}
    </section>
  );
}
