import '@/shared/console/console-pages.css';
import './posting.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Link, useNavigate, useParams } from 'react-router';
import { usePosting, useUpdatePosting } from '../api/console-postings.ts';
import { PostingEditor } from './posting-editor.tsx';
import { postingFormOf } from '../lib/posting-form-values.ts';
import { postingPath, postingsPath } from '@/shared/paths.ts';
import { idOf } from '@/shared/lib/page-param.ts';
import { ConsoleRecordState } from '@/shared/console/console-record-state.tsx';

/**
 * Changes a vacancy. A published one keeps its listed version online while the change waits for
 * review; the page says so.
 */
export function ConsolePostingEditPage() {
  const { t } = useTranslation(['postings-console', 'console']);
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const valid = idOf(id) !== null;
  const query = usePosting(id, valid);
  const update = useUpdatePosting(id);
  if (!valid || !query.data)
    return (
      <ConsoleRecordState
        failed={!valid || query.isError}
        text={t('postings.loadOneFailed')}
        back={postingsPath()}
        backLabel={t('postings.back')}
      />
    );
  const posting = query.data;
  const published = posting.jobOfferId !== null && posting.status === 'PUBLISHED';
  return (
    <div className="vaga-console-matches">
      <Link to={postingPath(posting.id)}>{t('postings.backToOne')}</Link>
      <h2 className="vaga-console-home__title">{t('postings.edit', { title: posting.title })}</h2>
      {published ? <p className="vaga-posting__note">{t('postings.revisionNote')}</p> : null}
      <PostingEditor
        title={t('postings.form.editTitle')}
        initial={postingFormOf(posting.values)}
        save={update}
        onSaved={() => void navigate(postingPath(posting.id), { replace: true })}
      />
    </div>
  );
}
