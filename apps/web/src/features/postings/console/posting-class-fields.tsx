import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { JobClass } from '@vaga/contract';
import type { PostingFormValues } from '../lib/posting-form-values.ts';
import { PostingSelectField } from './posting-fields.tsx';

/** The job class of the vacancy: its group, then a subcategory of that group. */
export function PostingClassFields({ catalog }: { catalog: readonly JobClass[] }) {
  const { t } = useTranslation(['postings-console', 'console']);
  const { control, setValue } = useFormContext<PostingFormValues>();
  const groupId = useWatch({ control, name: 'categoryGroupId' });
  const group = catalog.find((item) => String(item.id) === groupId);
  return (
    <>
      <PostingSelectField
        name="categoryGroupId"
        label={t('postings.form.categoryGroupId')}
        empty={t('postings.form.choose')}
        choices={catalog.map((item) => ({ value: String(item.id), label: item.name }))}
        onPicked={() => setValue('categoryId', '')}
      />
      <PostingSelectField
        name="categoryId"
        label={t('postings.form.categoryId')}
        empty={group ? t('postings.form.choose') : t('postings.form.groupFirst')}
        choices={(group?.subCategories ?? []).map((item) => ({
          value: String(item.id),
          label: item.name,
        }))}
      />
    </>
  );
}
