import '@/shared/ui/details.css';
import '@/shared/ui/form.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import Tag from 'antd-mobile/es/components/tag';
import type { JobMatchCard } from '@vaga/contract';
import { formatSalary } from '@/shared/lib/format.ts';
import { paths } from '@/shared/paths.ts';
import { cardDateOf, tagColorOf } from '../lib/card-display.ts';
import { RichText } from '@/shared/ui/rich-text.tsx';
import { ButtonLink } from '@/shared/ui/button.tsx';

/**
 * An interview of the /interview list (spec §3, §4): vacancy, employer, salary, the status tag in
 * its group's colour, the date line of its group, the remark, and the survey when it is due.
 */
export function InterviewCard({ match }: { match: JobMatchCard }) {
  const { t } = useTranslation('jobmatches');
  const date = cardDateOf(match);
  return (
    <article className="vaga-card vaga-interview-card" aria-label={match.jobOfferTitle}>
      <div className="vaga-card__head">
        <h2 className="vaga-card__title">{match.jobOfferTitle}</h2>
        <Tag color={tagColorOf(match.typeJobMatchStatusGroupId)} fill="outline">
          {match.typeJobMatchStatusDesc}
        </Tag>
      </div>
      <p className="vaga-offer__company">{match.employerName}</p>
      <p className="vaga-offer__salary">{formatSalary(match.salary, match.salaryTypeName)}</p>
      {date.kind !== 'status' ? (
        <p className="vaga-interview-card__date">
          {t(`card.${date.kind}`)} <time>{date.text}</time>
        </p>
      ) : (
        <p className="vaga-interview-card__date">{date.text}</p>
      )}
      {match.isShowCardRemark && match.cardRemark !== '' && (
        <RichText className="vaga-remark" html={match.cardRemark} />
      )}
      <div className="vaga-form__actions">
        <ButtonLink to={paths.interviewDetails(match.jobMatchUid)}>{t('card.details')}</ButtonLink>
        {match.isShowSurveyInfo && (
          <ButtonLink variant="primary" to={paths.interviewSurvey(match.jobMatchUid)}>
            {t('card.survey')}
          </ButtonLink>
        )}
      </div>
    </article>
  );
}
