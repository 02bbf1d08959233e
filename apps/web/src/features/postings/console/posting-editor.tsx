import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { PostingDetail, PostingInput } from '@vaga/contract';
import { useReferences } from '@/shared/api/references.ts';
import { isApiError } from '@/shared/lib/api-error.ts';
import { showErrorToast } from '@/shared/lib/error-toast.ts';
import { usePostingCatalog } from '../api/posting-catalog.ts';
import { postingRefusal } from '../lib/posting-form-checks.ts';
import type { PostingFormValues } from '../lib/posting-form-values.ts';
import { PostingForm, type PostingRefusal } from './posting-form.tsx';

interface PostingEditorProps {
  title: string;
  initial: PostingFormValues;
  save: UseMutationResult<PostingDetail, Error, PostingInput>;
  onSaved: (posting: PostingDetail) => void;
}

/**
 * The vacancy form with what it offers (the reference options, the job classes): a field the
 * server refuses is shown on that field, any other refusal as the catalogue's toast.
 */
export function PostingEditor({ title, initial, save, onSaved }: PostingEditorProps) {
  const { t } = useTranslation(['postings-console', 'console']);
  const references = useReferences();
  const catalog = usePostingCatalog();
  const [refusal, setRefusal] = useState<PostingRefusal | null>(null);
  if (references.isError || catalog.isError)
    return <p role="alert">{t('postings.form.loadFailed')}</p>;
  if (!references.data || !catalog.data)
    return <div className="vaga-page-loading" aria-busy="true" />;
  return (
    <PostingForm
      title={title}
      initial={initial}
      references={references.data}
      catalog={catalog.data}
      pending={save.isPending}
      refusal={refusal}
      onSave={(input) =>
        save.mutate(input, {
          onSuccess: onSaved,
          onError: (error) => {
            const field = isApiError(error) ? postingRefusal(error.code, error.errorArgs) : null;
            if (field) setRefusal(field);
            else showErrorToast(error);
          },
        })
      }
    />
  );
}
