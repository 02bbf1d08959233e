import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { Button } from '@/shared/ui/button.tsx';

interface EventPagerProps {
  page: number;
  total: number;
  size: number;
  onPage: (page: number) => void;
}

/** Previous / next through a paged list; nothing when it fits on one page. */
export function EventPager({ page, total, size, onPage }: EventPagerProps) {
  const { t } = useTranslation('console');
  const pages = Math.max(1, Math.ceil(total / size));
  if (pages <= 1) return null;
  return (
    <nav className="vaga-console__actions-row" aria-label={t('pager.pages')}>
      <Button size="small" disabled={page === 0} onClick={() => onPage(page - 1)}>
        {t('pager.previous')}
      </Button>
      <span>{t('pager.page', { page: page + 1, pages })}</span>
      <Button size="small" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
