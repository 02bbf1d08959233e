import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Button } from '@/shared/ui/button.tsx';
import { Sheet } from '@/shared/ui/sheet.tsx';
import { useMyOpenItems } from '../api/mydata.ts';
import { OpenItems } from './open-items.tsx';

/** What is still open, read as the dialog opens: the erasure waits until it is known. */
function StillOpen() {
  const { t } = useTranslation('mydata');
  const open = useMyOpenItems(true);
  if (open.isPending) return <p className="vaga-mydata__text">{t('open.loading')}</p>;
  if (open.isError)
    return (
      <div role="alert">
        <p className="vaga-mydata__text">{t('open.failed')}</p>
        <Button onClick={() => void open.refetch()}>{t('open.retry')}</Button>
      </div>
    );
  if (open.data.items.length === 0) return <p className="vaga-mydata__text">{t('open.none')}</p>;
  return (
    <>
      <p className="vaga-mydata__text">{t('open.intro')}</p>
      <OpenItems items={open.data.items} />
    </>
  );
}

/**
 * The confirmation of an erasure: what is still open (each with what the erasure does to it
 * and a link to settle it first), what goes, and what stays. Erasing is offered once what is
 * open is known.
 */
export function EraseDialog({
  goes,
  pending,
  onCancel,
  onConfirm,
}: {
  goes: ReactNode;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('mydata');
  const titleId = useId();
  const openId = useId();
  const open = useMyOpenItems(true);
  return (
    <Sheet kind="dialog" labelledBy={titleId} onClose={onCancel}>
      <h2 id={titleId} className="vaga-card__title">
        {t('erase.confirmTitle')}
      </h2>
      <section aria-labelledby={openId}>
        <h3 id={openId} className="vaga-mydata__subtitle">
          {t('open.title')}
        </h3>
        <StillOpen />
      </section>
      <p className="vaga-mydata__text">{t('erase.confirmText')}</p>
      {goes}
      <p className="vaga-mydata__text">{t('erase.confirmKept')}</p>
      <div className="vaga-mydata__actions">
        <Button onClick={onCancel}>{t('erase.cancel')}</Button>
        <Button
          variant="danger"
          disabled={pending || !open.isSuccess}
          aria-busy={pending}
          onClick={onConfirm}
        >
          {t('erase.confirm')}
        </Button>
      </div>
    </Sheet>
  );
}
