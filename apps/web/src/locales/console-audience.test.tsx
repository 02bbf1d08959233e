import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { LOCALES, type Locale } from '@vaga/contract';
import { I18nProvider } from '@/shared/lib/translate/react.tsx';
import { Translator, type Texts } from '@/shared/lib/translate/translator.ts';
import { ResumeView } from '@/features/profile/ui/resume-view.tsx';
import { createQueryClient } from '../app/query-client.ts';
import { fakeServer } from '../app/auth-test-harness.tsx';
import { profile } from '@/test/profile-factories.ts';

/** Every screens file of the catalogue, by language then namespace. */
const files = import.meta.glob<Texts>('../../../../packages/contract/texts/*/screens/*.json', {
  eager: true,
  import: 'default',
});
const texts: Record<string, Record<string, Texts>> = {};
for (const [file, content] of Object.entries(files)) {
  const [, language, namespace] = /\/([^/]+)\/screens\/([^/]+)\.json$/.exec(file)!;
  (texts[language] ??= {})[namespace] = content;
}

/**
 * The seeker's wording, in each language: the seeker speaking ("my resume", "I type"), or in
 * English and Chinese what only a seeker has ("your resume"; Portuguese "o seu currículo" also
 * names a third person's). Employers and staff are addressed as
 * themselves: a console text never speaks in the first person nor of "your" resume.
 */
const SEEKER_WORDING: Record<Locale, RegExp> = {
  'zh-Hant': /我|您的履歷/u,
  'zh-Hans': /我|您的履历|您的简历/u,
  pt: /(?<!\p{L})(meu|minha|meus|minhas|escrevo)(?!\p{L})/iu,
  en: /(?<!\p{L})(my|me|I|your resume)(?!\p{L})/u,
};

/** Every leaf of a locale tree as `path → text`. */
function leaves(node: unknown, prefix: string): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (node === null || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([key, value]) => leaves(value, `${prefix}.${key}`));
}

/** The consoles' texts: their namespaces whole, and the `console` part of the shared ones. */
function consoleTexts(language: Locale): [string, string][] {
  return Object.entries(texts[language]).flatMap(([namespace, tree]) =>
    namespace === 'console' || namespace.startsWith('console-') || namespace.endsWith('-console')
      ? leaves(tree, namespace)
      : leaves(tree.console, `${namespace}.console`),
  );
}

afterEach(cleanup);

describe('the consoles’ texts speak to employers and staff', () => {
  it.each(LOCALES)('no console text uses the seeker’s wording (%s)', (language) => {
    const all = consoleTexts(language);
    expect(all.length).toBeGreaterThan(500);
    for (const [path, text] of all) expect(text, path).not.toMatch(SEEKER_WORDING[language]);
  });

  it.each(LOCALES)(
    'the resume shown in a console is not in the seeker’s words (%s)',
    (language) => {
      fakeServer({});
      const i18n = new Translator({ lng: language, resources: texts, useSuspense: false });
      const { container } = render(
        <QueryClientProvider client={createQueryClient()}>
          <I18nProvider i18n={i18n}>
            <ResumeView data={profile({ isPublic: 1 })} audience="console" />
          </I18nProvider>
        </QueryClientProvider>,
      );
      const shown = container.textContent ?? '';
      const heading = new Map(leaves(texts[language].profile, 'profile')).get(
        'profile.console.isPublic',
      );
      expect(heading).toBeDefined();
      expect(shown).toContain(heading);
      expect(shown).not.toMatch(SEEKER_WORDING[language]);
    },
  );
});
