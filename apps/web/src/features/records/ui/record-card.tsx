import '@/shared/ui/form.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import Tag from 'antd-mobile/es/components/tag';
import { JOB_SEEK_RECORD_STATUS, type JobSeekRecord } from '@vaga/contract';
import { formatDate, formatSalary } from '@/shared/lib/format.ts';
import { paths } from '@/shared/paths.ts';
import { Facts } from '@/shared/ui/facts.tsx';
import { RichText } from '@/shared/ui/rich-text.tsx';
import { ButtonLink } from '@/shared/ui/button.tsx';

/**
 * A record of /record (spec §2 record card, §3 Job-seek record): the service, the application
 * number and date, the interviews it brought, the wanted job and salary, the result, the status,
 * staff's card remark, and the way to the details.
 */
export function RecordCard({ record }: { record: JobSeekRecord }) {
  const { t } = useTranslation('records');
  const inProgress = record.jobSeekStatus === JOB_SEEK_RECORD_STATUS.inProgress;
  const salary = record.salary === null ? '' : formatSalary(record.salary, record.salaryTypeName);
  return (
    <article
      className="vaga-card vaga-record-card"
      aria-label={`${record.jobSeekName} ${record.entNo}`}
    >
      <div className="vaga-card__head">
        <h2 className="vaga-card__title">{record.jobSeekName}</h2>
        <Tag color={inProgress ? 'primary' : 'default'} fill="outline">
          {record.statusDesc}
        </Tag>
      </div>
      <Facts
        facts={[
          [t('fields.entNo'), record.entNo],
          [t('fields.entDate'), formatDate(record.entDate)],
          [t('fields.wantedJob'), [record.textJobTitle, salary].filter(Boolean).join(' · ')],
          [t('fields.jobMatchCount'), record.jobMatchCount],
          [t('fields.result'), record.jobSeekResult],
        ]}
      />
      {record.isShowCardRemark && record.cardRemark !== '' && (
        <RichText className="vaga-remark" html={record.cardRemark} />
      )}
      <div className="vaga-form__actions">
        <ButtonLink to={paths.recordDetails(record.jobSeekId)}>{t('card.details')}</ButtonLink>
      </div>
    </article>
  );
}
