import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { useFavorite } from '../lib/use-favorite.ts';
import { Button } from '@/shared/ui/button.tsx';

/** Saves or unsaves a vacancy: a toggle button whose pressed state says whether it is saved. */
export function FavoriteToggle({ jobOfferId }: { jobOfferId: number }) {
  const { t } = useTranslation('favorites');
  const { saved, busy, toggle } = useFavorite(jobOfferId);
  return (
    <Button
      className={saved ? 'vaga-favorite vaga-favorite--on' : 'vaga-favorite'}
      aria-pressed={saved}
      aria-busy={busy}
      disabled={busy}
      onClick={toggle}
    >
      <span aria-hidden="true">{saved ? '★ ' : '☆ '}</span>
      {t('toggle.label')}
    </Button>
  );
}
