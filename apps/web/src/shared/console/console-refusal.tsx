import { useTranslation } from '@/shared/lib/translate/react.tsx';
import type { AccountType } from '@vaga/contract';

import type { ConsoleKind } from '@/shared/paths.ts';
import { Button, ButtonLink } from '@/shared/ui/button.tsx';

export type { ConsoleKind };

interface ConsoleRefusalProps {
  /** The console that was opened. */
  opened: ConsoleKind;
  /** The type of the account that opened it. */
  accountType: AccountType;
  /** Where that account belongs: the job-seeking service or its own console. */
  home: string;
  onLogout: () => void;
}

/** "This account cannot use the console": the way to where the account belongs, and logout. */
export function ConsoleRefusal({ opened, accountType, home, onLogout }: ConsoleRefusalProps) {
  const { t } = useTranslation('console');
  return (
    <section className="vaga-panel" role="alert" aria-labelledby="vaga-console-refusal">
      <h2 id="vaga-console-refusal" className="vaga-panel__title">
        {t(`refused.title.${opened}`)}
      </h2>
      <p className="vaga-panel__text">{t(`refused.description.${accountType}`)}</p>
      <div className="vaga-console__actions-row">
        <ButtonLink variant="primary" to={home}>
          {t(`refused.home.${accountType}`)}
        </ButtonLink>
        <Button onClick={onLogout}>{t('header.logout')}</Button>
      </div>
    </section>
  );
}
