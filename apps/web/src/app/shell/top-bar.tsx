import { useEffect } from 'react';
import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { isInApp } from '../../shared/lib/bridge/current-bridge.ts';
import { Icon } from '../../shared/ui/icon.tsx';
import { SHELL_ICONS } from './icons.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { SessionControls } from './session-controls.tsx';
import { useLeave } from './use-leave.ts';

interface TopBarProps {
  title: string;
  /** On the home shell (and unemployed-info) the left button closes, elsewhere it goes back. */
  closes: boolean;
}

/** The top bar (spec §2): back or close, title, language switch, login / logout. */
export function TopBar({ title, closes }: TopBarProps) {
  const { t } = useTranslation('common');
  const { back, close } = useLeave();

  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
  }, [title, t]);

  return (
    <header className="vaga-top-bar">
      <div className="vaga-top-bar__side">
        {closes ? (
          <button
            type="button"
            className="vaga-top-bar__button"
            aria-label={t('topBar.close')}
            onClick={() => void close()}
          >
            <Icon d={SHELL_ICONS.close} />
          </button>
        ) : (
          <button
            type="button"
            className="vaga-top-bar__button"
            aria-label={t('topBar.back')}
            onClick={back}
          >
            <Icon d={SHELL_ICONS.back} />
          </button>
        )}
      </div>
      <h1 className="vaga-top-bar__title">{title}</h1>
      <div className="vaga-top-bar__side vaga-top-bar__side--end">
        {/* Inside the government app the app owns language and session (spec §2). */}
        {!isInApp() && <LanguageSwitch />}
        {!isInApp() && <SessionControls />}
      </div>
    </header>
  );
}
