import { useTranslation } from '@/shared/lib/translate/react.tsx';
import { LANGUAGES, languageOf, type Locale } from '@vaga/contract';
import { currentLocale, switchLocale } from '../../shared/lib/locale.ts';
import { Icon } from '../../shared/ui/icon.tsx';
import { SHELL_ICONS } from './icons.ts';

/** Language switch of the top bar: every language of the list; the choice is saved and the page reloads. */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const active = currentLocale();

  const open = async () => {
    const { default: ActionSheet } = await import('antd-mobile/es/components/action-sheet');
    const handler = ActionSheet.show({
      extra: t('topBar.chooseLanguage'),
      cancelText: t('topBar.cancel'),
      // Each language named in itself, from the list of languages.
      actions: LANGUAGES.map((language) => ({
        key: language.tag,
        text: <span lang={language.tag}>{language.selfName}</span>,
        disabled: language.tag === active,
      })),
      onAction: (action) => {
        handler.close();
        switchLocale(action.key as Locale);
      },
    });
  };

  return (
    // Named by what it shows (the language in use) and what it does, so a voice command that
    // says the visible text finds it.
    <button type="button" className="vaga-top-bar__button" onClick={() => void open()}>
      <Icon d={SHELL_ICONS.language} />
      <span className="vaga-top-bar__button-text">{languageOf(active).selfName}</span>
      <span className="vaga-visually-hidden"> {t('topBar.language')}</span>
    </button>
  );
}
