import './posting.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useCreatePosting } from '../api/console-postings.ts';
import { PostingEditor } from './posting-editor.tsx';
import { emptyPostingForm } from '../lib/posting-form-values.ts';
import { postingPath, postingsPath } from '@/shared/paths.ts';
import { ConsoleNewPage, useOpenMade } from '@/shared/console/console-record-state.tsx';

/** A new vacancy: saved as a draft or submitted for review, then its page opens. */
export function ConsolePostingNewPage() {
  const { t } = useTranslation(['postings-console', 'console']);
  const open = useOpenMade();
  return (
    <ConsoleNewPage
      list={postingsPath()}
      backLabel={t('postings.back')}
      title={t('postings.create')}
    >
      <PostingEditor
        title={t('postings.form.newTitle')}
        initial={emptyPostingForm()}
        save={useCreatePosting()}
        onSaved={(posting) => open(postingPath(posting.id))}
      />
    </ConsoleNewPage>
  );
}
