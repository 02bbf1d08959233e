import '@/shared/ui/version-footer.css';
import { useTranslation } from '@/shared/lib/translate/react.tsx';

/** The build version string (spec §9). */
export function VersionFooter() {
  const { t } = useTranslation('common');
  return <p className="vaga-version">{t('version', { version: __APP_VERSION__ })}</p>;
}
