import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { CvRenameSchema, type CvFile } from '@vaga/contract';
import { formatDateTime } from '@/shared/lib/format.ts';
import { useDeleteCvFile, useRenameCvFile } from '../api/change-cv-file.ts';
import { confirmDialog } from '@/shared/lib/confirm-dialog.ts';
import { useCvDownload } from './use-cv-download.ts';
import { paths } from '@/shared/paths.ts';
import { Button, ButtonLink } from '@/shared/ui/button.tsx';
import { Card } from '@/shared/ui/card.tsx';
import { Facts } from '@/shared/ui/facts.tsx';
import { FormField } from '@/shared/ui/fields/form-field.tsx';

const renameResolver = zodResolver(CvRenameSchema as never) as unknown as Resolver<FieldValues>;

function RenameForm({ file, onDone }: { file: CvFile; onDone: () => void }) {
  const { t } = useTranslation('cvs');
  const rename = useRenameCvFile();
  const form = useForm<FieldValues>({
    resolver: renameResolver,
    defaultValues: { cvName: file.cvName },
  });
  const message = form.formState.errors.cvName?.message;
  const submit = form.handleSubmit(async (values) => {
    try {
      await rename.mutateAsync({ cvUid: file.cvUid, cvName: String(values.cvName) });
      onDone();
    } catch {
      // shown as a toast by the HTTP client
    }
  });
  return (
    <form
      className="vaga-form vaga-cv-card__rename"
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <FormField label={t('card.cvName')} error={typeof message === 'string' ? message : undefined}>
        {(a11y) => <input {...a11y} className="vaga-field__input" {...form.register('cvName')} />}
      </FormField>
      <div className="vaga-form__actions">
        <Button onClick={onDone}>{t('actions.cancel')}</Button>
        <Button type="submit" variant="primary" disabled={rename.isPending}>
          {t('actions.save')}
        </Button>
      </div>
    </form>
  );
}

/** The resume-attachment card (spec §2): name, file name, upload date, download; rename, delete. */
export function CvFileCard({ file }: { file: CvFile }) {
  const { t } = useTranslation('cvs');
  const [renaming, setRenaming] = useState(false);
  const remove = useDeleteCvFile();
  const { download, busy } = useCvDownload();
  const titleId = `cv-${file.cvUid}-title`;
  const askDelete = async () => {
    const confirmed = await confirmDialog(
      t('card.confirmDelete', { name: file.cvName }),
      t('actions.delete'),
      t('actions.cancel'),
    );
    if (confirmed) remove.mutate(file.cvUid);
  };
  return (
    <Card
      as="article"
      className="vaga-cv-card"
      title={file.cvName}
      titleId={titleId}
      titleLevel={3}
    >
      <Facts
        side
        facts={[
          [t('card.fileName'), file.uploadFileName],
          [t('card.uploadDate'), formatDateTime(file.uploadDate)],
        ]}
      />
      {renaming ? <RenameForm file={file} onDone={() => setRenaming(false)} /> : null}
      <div className="vaga-form__actions">
        <Button variant="primary" disabled={busy} onClick={() => void download(file)}>
          {t('actions.download')}
        </Button>
        <ButtonLink to={paths.filePreview(file.cvUid)}>{t('actions.preview')}</ButtonLink>
        {renaming ? null : <Button onClick={() => setRenaming(true)}>{t('actions.rename')}</Button>}
        <Button disabled={remove.isPending} onClick={() => void askDelete()}>
          {t('actions.delete')}
        </Button>
      </div>
    </Card>
  );
}
