import '@/shared/ui/console-pages.css';
import './posting.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Link, useNavigate } from 'react-router';
import { useCreatePosting } from '../api/console-postings.ts';
import { PostingEditor } from './posting-editor.tsx';
import { emptyPostingForm } from '../lib/posting-form-values.ts';
import { postingPath, postingsPath } from '@/shared/paths.ts';

/** A new vacancy: saved as a draft or submitted for review, then its page opens. */
export function ConsolePostingNewPage() {
  const { t } = useTranslation(['postings-console', 'console']);
  const navigate = useNavigate();
  const create = useCreatePosting();
  return (
    <div className="vaga-console-matches">
      <Link to={postingsPath()}>{t('postings.back')}</Link>
      <h2 className="vaga-console-home__title">{t('postings.create')}</h2>
      <PostingEditor
        title={t('postings.form.newTitle')}
        initial={emptyPostingForm()}
        save={create}
        onSaved={(posting) => void navigate(postingPath(posting.id), { replace: true })}
      />
    </div>
  );
}
