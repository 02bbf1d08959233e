import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  LANGUAGES,
  PSEUDO_LANGUAGES,
  allowPseudoLanguages,
  apiLanguageFrom,
  inLocale,
  normalizeLocale,
  pickLocalized,
  type Locale,
} from '@vaga/contract';
import { pseudoText } from '@vaga/contract/pseudo';
import { generatePseudo } from '../build/pseudo/generate.ts';
import { pseudoScreenMessage } from '../build/pseudo/pseudo.ts';

const EN_XA = 'en-XA' as Locale;

describe('the test language en-XA', () => {
  it('is the generator’s output: an English text changed without `npm run pseudo` fails here', () => {
    const files = generatePseudo();
    expect(files.size).toBeGreaterThan(25);
    for (const [file, content] of files) {
      expect(file).toMatch(/\/texts\/en-XA\/(screens\/)?[\w-]+\.json$/);
      expect(readFileSync(file, 'utf8'), file).toBe(content);
    }
  });

  it('pseudo-localizes a screen’s ICU message: its plural forms and arguments kept', () => {
    expect(
      pseudoScreenMessage(
        '{count, plural, =0 {No vacancy} one {# vacancy} other {{count} vacancies}}',
      ),
    ).toBe('[{count, plural, =0 {Ñö ṽàçàñçý} one {# ṽàçàñçý} other {{count} ṽàçàñçíéš}} ~~~~]');
    // Nothing to translate: left as it is.
    expect(pseudoScreenMessage('{met}/{total}')).toBe('{met}/{total}');
    expect(pseudoScreenMessage('{count, plural, other {{count}}}')).toBe(
      '{count, plural, other {{count}}}',
    );
  });

  it('pseudo-localizes a web text: accented, longer, bracketed, placeholders and tags kept', () => {
    expect(pseudoText('Saved {{count}} vacancies for <b>{{name}}</b>')).toMatch(
      /^\[Šàṽéđ \{\{count\}\} ṽàçàñçíéš ƒöŕ <b>\{\{name\}\}<\/b> ~{6} ~{3}\]$/u,
    );
    expect(pseudoText('See $t(common:tabs.cv)')).toBe('[Šéé $t(common:tabs.cv) ~~]');
    // Nothing to translate: left as it is.
    expect(pseudoText('{{met}}/{{total}}')).toBe('{{met}}/{{total}}');
    expect(pseudoText(', ')).toBe(', ');
  });

  it('is answered in only where it is switched on, and only by its exact tag', () => {
    try {
      allowPseudoLanguages(false);
      expect(normalizeLocale('en-XA')).toBe('en');
      expect(apiLanguageFrom('en-XA')).toBe('en');
      allowPseudoLanguages(true);
      expect(normalizeLocale('en-XA')).toBe(EN_XA);
      expect(normalizeLocale('en-xa')).toBe(EN_XA);
      expect(apiLanguageFrom('en-XA, en;q=0.8')).toBe('en-XA');
      // Switched on, the real languages are read as before; no alias leads to a test language.
      expect(apiLanguageFrom('en-US,en;q=0.9')).toBe('en');
      expect(apiLanguageFrom('zh-CN')).toBe('zh-Hans');
      expect(apiLanguageFrom('pt-PT')).toBe('pt');
      expect(apiLanguageFrom('xx')).toBe('zh');
    } finally {
      allowPseudoLanguages(false);
    }
  });

  it('is never offered: not in the languages the switch, sitemaps and hreflang read', () => {
    expect(LANGUAGES.some((language) => language.tag === EN_XA)).toBe(false);
    expect(PSEUDO_LANGUAGES.map((language) => language.derivedFrom)).toEqual(['en']);
  });

  it('reads texts people wrote in English, pseudo-localized', () => {
    expect(inLocale({ 'zh-Hant': '廚師', pt: 'Cozinheiro', en: 'Cook' }, EN_XA)).toBe('[Çööķ ~~]');
    expect(pickLocalized({ zh: '廚師', pt: '', en: 'Cook' }, 'en-XA' as 'en')).toBe('[Çööķ ~~]');
    // No English text: the Chinese one, as English shows it.
    expect(pickLocalized({ zh: '廚師', pt: '', en: '' }, 'en-XA' as 'en')).toBe('廚師');
  });
});
