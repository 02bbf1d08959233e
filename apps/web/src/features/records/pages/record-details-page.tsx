import '@/shared/ui/details.css';
import '@/shared/ui/form.css';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import Tag from 'antd-mobile/es/components/tag';
import { JOB_SEEK_RECORD_STATUS, type JobSeekRecordDetail } from '@vaga/contract';
import { isApiError } from '@/shared/lib/api-error.ts';
import { formatDate, formatSalary } from '@/shared/lib/format.ts';
import { writeSelectedServices } from '@/shared/lib/selected-services.ts';
import { paths } from '@/shared/paths.ts';
import { Facts } from '@/shared/ui/facts.tsx';
import { LinkPanel } from '@/shared/ui/panels.tsx';
import { RegistrationLabels } from '@/features/jobseeks/index.ts';
import { RichText } from '@/shared/ui/rich-text.tsx';
import { useRecord } from '../api/get-record.ts';
import { RecordHistory } from '../ui/record-history.tsx';
import '../records.css';
import { Button } from '@/shared/ui/button.tsx';
import { Card } from '@/shared/ui/card.tsx';

function RecordDetails({ record }: { record: JobSeekRecordDetail }) {
  const { t } = useTranslation('records');
  const navigate = useNavigate();
  const inProgress = record.jobSeekStatus === JOB_SEEK_RECORD_STATUS.inProgress;
  const dash = t('fields.none');
  const showInterviews = () => {
    writeSelectedServices([record.jobSeekId]);
    void navigate(paths.interview);
  };
  return (
    <div className="vaga-page vaga-record-details">
      <section className="vaga-card" aria-labelledby="vaga-record-title">
        <div className="vaga-card__head">
          <h2 id="vaga-record-title" className="vaga-card__title">
            {record.jobSeekName}
          </h2>
          <Tag color={inProgress ? 'primary' : 'default'} fill="outline">
            {record.statusDesc}
          </Tag>
        </div>
        <Facts
          facts={[
            [t('fields.entNo'), record.entNo],
            [t('fields.entDate'), formatDate(record.entDate)],
            [t('fields.status'), record.statusDesc],
            [t('fields.startDate'), formatDate(record.startDate) || dash],
            [t('fields.validUntil'), formatDate(record.validUntil) || dash],
            [t('fields.wantedJob'), record.textJobTitle || dash],
            [
              t('fields.salary'),
              record.salary === null ? dash : formatSalary(record.salary, record.salaryTypeName),
            ],
            [t('fields.jobMatchCount'), record.jobMatchCount],
            [t('fields.result'), record.jobSeekResult || dash],
            [t('fields.remark'), record.remark || dash],
          ]}
        />
        {record.isShowCardRemark && record.cardRemark !== '' && (
          <div className="vaga-record-details__remark">
            <h3 className="vaga-form__subtitle">{t('fields.cardRemark')}</h3>
            <RichText className="vaga-remark" html={record.cardRemark} />
          </div>
        )}
        {record.isShowDetailsRemark && record.detailsRemark !== '' && (
          <div className="vaga-record-details__remark">
            <h3 className="vaga-form__subtitle">{t('fields.detailsRemark')}</h3>
            <RichText className="vaga-remark" html={record.detailsRemark} />
          </div>
        )}
        <div className="vaga-form__actions">
          <Button variant="primary" onClick={showInterviews}>
            {t('details.interviews', { count: record.jobMatchCount })}
          </Button>
        </div>
      </section>
      <Card title={t('details.registration')} titleId="vaga-record-registration">
        <RegistrationLabels labels={record.labels} />
      </Card>
      <RecordHistory history={record.history} />
    </div>
  );
}

/** /record/details/{id} (spec §2): every field of one record, its remarks and its history. */
export function RecordDetailsPage() {
  const { t } = useTranslation(['records', 'common']);
  const { id = '' } = useParams();
  const record = useRecord(id);
  if (record.data) return <RecordDetails record={record.data} />;
  if (!record.error) return <p role="status">{t('common:DataComponent.message.loading')}</p>;
  if (isApiError(record.error) && record.error.status === 404)
    return (
      <LinkPanel
        title={t('notFound.title')}
        description={t('notFound.description')}
        action={t('notFound.action')}
        to={paths.record}
      />
    );
  return (
    <div role="alert" className="vaga-page">
      <p>{t('common:DataComponent.message.loadFailed')}</p>
      <Button onClick={() => void record.refetch()}>
        {t('common:DataComponent.action.retry')}
      </Button>
    </div>
  );
}
