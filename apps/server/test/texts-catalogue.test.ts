import { describe, expect, it } from 'vitest';
import {
  LANGUAGE_LIST,
  LANGUAGES,
  LOCALES,
  PSEUDO_LANGUAGES,
  TEXT_DOMAINS,
  errorMessage,
  formatSimple,
  rawText,
  text,
  validationText,
  type Locale,
} from '@vaga/contract';
import { pseudoLocalize } from '../build/pseudo/pseudo.ts';
import { textsInCode } from '../build/zh-hans/generate.ts';
import { DEMO_PASSWORD } from '../src/modules/auth/demo-accounts.ts';
import { loginPage, pageText } from '../src/modules/auth/login-page.ts';
import { icuFormatter, readCatalogues, readScreens } from '../src/platform/texts/catalogues.ts';
import { catalogueProblems, messageArguments } from '../src/platform/texts/catalogue-checks.ts';

describe('the contract’s catalogues, one folder per language', () => {
  it('give every language every key of zh-Hant with the same ICU arguments', () => {
    const catalogues = readCatalogues();
    expect([...catalogues.keys()]).toEqual(LANGUAGE_LIST.map((language) => language.tag));
    expect(catalogueProblems(catalogues)).toEqual([]);
    expect(Object.keys(catalogues.get('en')!.get('errors')!).length).toBeGreaterThan(70);
  });

  it('fail on a key missing in a language, an extra key, or an argument that differs', () => {
    const catalogues = readCatalogues();
    const pt = new Map(catalogues.get('pt'));
    const errors = { ...pt.get('errors')! };
    delete errors.NOT_FOUND;
    errors.NO_SUCH_CODE = 'x';
    errors.FILE_SIZE_TOO_LARGE = 'O ficheiro excede {1} MB';
    errors.BAD_REQUEST = 'Pedido {0, select, a {A} other {B}}';
    pt.set('errors', errors);
    catalogues.set('pt', pt);
    expect(catalogueProblems(catalogues)).toEqual([
      'pt/errors: NOT_FOUND missing',
      'pt/errors: BAD_REQUEST has arguments [0:select], not []',
      'pt/errors: FILE_SIZE_TOO_LARGE has arguments [1:value], not [0:value]',
      'pt/errors: NO_SUCH_CODE is not a key of zh-Hant',
    ]);
    expect(messageArguments('{n, plural, one {# {who}} other {#}} {when, date}')).toEqual([
      'n:value',
      'when:date',
      'who:value',
    ]);
  });

  it('cover the label domains: a name missing, or a count that is no longer an argument, fails', () => {
    const catalogues = readCatalogues();
    for (const domain of ['events', 'jobseeks', 'unemployment', 'cv-pdf', 'data-export'] as const)
      expect(Object.keys(catalogues.get('pt')!.get(domain)!).length, domain).toBeGreaterThan(5);
    const en = new Map(catalogues.get('en'));
    const events = { ...en.get('events')! };
    delete events['status.3'];
    en.set('events', events);
    en.set('cv-pdf', { ...en.get('cv-pdf')!, seniority: '{years} yr {month} mo' });
    en.set('data-export', { ...en.get('data-export')!, retention: 'Kept for five years.' });
    catalogues.set('en', en);
    expect(catalogueProblems(catalogues)).toEqual([
      'en/events: status.3 missing',
      'en/cv-pdf: seniority has arguments [month:value, years:value], not [months:value, years:value]',
      'en/data-export: retention has arguments [], not [years:value]',
    ]);
  });

  it('write the labels’ counts with each language’s plural forms and numbers', () => {
    expect(text('pt', 'cv-pdf', 'seniority', { years: 1, months: 2 })).toBe('1 ano 2 meses');
    expect(text('pt', 'jobmatches', 'expiry', { days: 1 })).toContain('em 1 dia;');
    expect(text('en', 'jobmatches', 'noResult', { days: 30 })).toContain('within 30 days of');
    expect(text('pt', 'data-export', 'count', { count: 12345 })).toBe('12.345 no total');
    expect(text('zh-Hans', 'events', 'status.1')).toBe('报名中');
  });

  it('format alike on the web (no ICU parser) and on the server (intl-messageformat)', () => {
    const icu = icuFormatter();
    let compared = 0;
    let screensCompared = 0;
    for (const catalogues of [readCatalogues(), readScreens()])
      for (const [language, files] of catalogues)
        for (const [file, messages] of files)
          for (const message of Object.values(messages)) {
            const names = messageArguments(message).map((argument) => argument.split(':')[0]!);
            const counted = (name: string) =>
              new RegExp(`\\{\\s*${name}\\s*,\\s*plural`).test(message);
            const variants = [
              ...[0, 1, 2, 12345].map((n) => Object.fromEntries(names.map((name) => [name, n]))),
              Object.fromEntries(names.map((name) => [name, counted(name) ? 3 : `‹${name}›`])),
            ];
            for (const values of variants) {
              expect(formatSimple(language, message, values), `${language}: ${message}`).toBe(
                icu(language, message, values),
              );
              compared += 1;
              if (file.startsWith('screens/')) screensCompared += 1;
            }
          }
    expect(compared).toBeGreaterThan(400);
    // Every screen's message of every language (some 2,000 in each).
    expect(screensCompared).toBeGreaterThan(5 * 5 * 1500);
    // Plurals follow each language's rules, `#` written as the language writes numbers.
    const vacancies = '{n, plural, one {# vaga} other {# vagas}}';
    for (const n of [0, 1, 2, 7280])
      expect(formatSimple('pt', vacancies, { n })).toBe(icu('pt', vacancies, { n }));
    expect(icu('pt', vacancies, { n: 0 })).toBe('0 vagas');
    // A plain argument without a value is left as written, on both sides.
    expect(icu('en', 'max {0} of {1}', { 0: 8 })).toBe('max 8 of {1}');
    expect(formatSimple('en', 'max {0} of {1}', { 0: 8 })).toBe('max 8 of {1}');
    expect(icu('pt', vacancies, { n: 7280 })).toBe('7.280 vagas');
  });

  it('are what the server formats: numbers in the reader’s way, `<b>` as text', () => {
    expect(errorMessage('BE_SALARY_BELOW_MINIMUM', 'pt', [7280, 'mês'])).toBe(
      'O salário pretendido é inferior ao salário mínimo legal: MOP 7.280 por mês',
    );
    expect(errorMessage('FILE_SIZE_TOO_LARGE', 'zh-Hans', [8])).toContain('8 MB');
    expect(validationText('validation.markup', 'en')).toContain('(such as <b>)');
    expect(validationText('validation.maxLength|60', 'pt')).toBe('No máximo 60 caracteres');
    expect(text('en', 'errors', 'FILE_SIZE_TOO_LARGE', { 0: 8 })).toBe(
      'The file exceeds the limit of 8 MB',
    );
  });
});

describe('the screens’ catalogues, the web app’s namespaces in each language’s folder', () => {
  it('give every language every namespace and key of zh-Hant with the same ICU arguments', () => {
    const screens = readScreens();
    expect([...screens.keys()]).toEqual(LANGUAGE_LIST.map((language) => language.tag));
    expect(catalogueProblems(screens)).toEqual([]);
    expect(screens.get('zh-Hant')!.size).toBe(30);
    expect(Object.keys(screens.get('en')!.get('screens/common')!).length).toBeGreaterThan(100);
  });

  it('fail on a translation removed, a namespace missing, or a placeholder or plural that differs', () => {
    const screens = readScreens();
    const pt = new Map(screens.get('pt'));
    const common = { ...pt.get('screens/common')! };
    delete common['DataComponent.message.noData'];
    common['pwa.offline'] = `${common['pwa.offline']} {when}`;
    pt.set('screens/common', common);
    pt.delete('screens/fit');
    screens.set('pt', pt);
    const en = new Map(screens.get('en'));
    const reports = { ...en.get('screens/reports-console')! };
    reports['vacancyReports.reportCount'] = '{n, plural, one {# report} other {# reports}}';
    en.set('screens/reports-console', reports);
    en.set('screens/extra', { a: 'A' });
    screens.set('en', en);
    expect(catalogueProblems(screens)).toEqual([
      'pt/screens/common: DataComponent.message.noData missing',
      'pt/screens/common: pwa.offline has arguments [when:value], not []',
      'pt/screens/fit: missing',
      'en/screens/extra: not a file of zh-Hant',
      'en/screens/reports-console: vacancyReports.reportCount has arguments [n:value], not [count:value]',
    ]);
  });

  it('write a count as the translator did: the plural form of each language, =0 where written', () => {
    const unread = readScreens().get('en')!.get('screens/notifications')!['inbox.unreadCount']!;
    expect([0, 1, 2, 1200].map((count) => formatSimple('en', unread, { count }))).toEqual([
      'No unread notifications',
      '1 unread',
      '2 unread',
      '1,200 unread',
    ]);
  });
});

describe('texts written in code', () => {
  it('are none: no exported object of the contract or the server holds a Chinese text', async () => {
    // The Traditional texts held under a `zh-Hant` or `zh` key of the contract's and the server's
    // exported objects: every such text now lives in a catalogue.
    expect(await textsInCode()).toEqual([]);
  });
});

describe('the login page’s words', () => {
  it('come from each language’s login.json, zh-Hans generated, the accounts’ password filled', () => {
    const html = loginPage({ locale: 'zh-Hans', action: '/login', selfPath: '/login' });
    expect(html).toContain('单一账户登录（示范）');
    expect(html).toContain(`示范账户（密码皆为 ${DEMO_PASSWORD}）`);
    expect(pageText('pt').logoutYes).toBe('Terminar sessão');
    expect(pageText('en').accounts).toBe('Demo accounts (password {0})');
  });

  it('describe the demo accounts from each language’s demo-accounts.json', () => {
    const page = (locale: 'zh-Hans' | 'pt') =>
      loginPage({ locale, action: '/login', selfPath: '/login' });
    expect(page('pt')).toContain('Residente adulto com perfil de procura de emprego');
    expect(page('zh-Hans')).toContain('成年居民，已有求职资料');
    expect(page('zh-Hans')).not.toContain('求職資料');
  });
});

describe('a fifth language is a record and a folder', () => {
  // The pseudo-language made from English (docs/decisions.md "A fifth language is a folder").
  const EN_XA = 'en-XA' as Locale;

  it('is one record of the list, a test language: not offered, not in the types’ languages', () => {
    expect(PSEUDO_LANGUAGES.map((language) => language.tag)).toEqual([EN_XA]);
    expect(LANGUAGE_LIST.filter((language) => language.tag === EN_XA)).toHaveLength(1);
    expect(LANGUAGES.map((language) => language.tag)).toEqual(['zh-Hant', 'zh-Hans', 'pt', 'en']);
    expect(LOCALES).toEqual(['zh-Hant', 'zh-Hans', 'pt', 'en']);
  });

  it('pseudo-localizes English: accented, about 40 % longer, bracketed, its ICU kept', () => {
    const message = 'The file exceeds the limit of {0} MB';
    const pseudo = pseudoLocalize(message);
    expect(pseudo).toMatch(/^\[Ţĥé ƒíľé .*\{0\} ṀƁ [~ ]+\]$/u);
    expect(pseudo.length).toBeGreaterThanOrEqual(Math.floor(message.length * 1.35));
    expect(messageArguments(pseudo)).toEqual(messageArguments(message));
    const plural = pseudoLocalize('{n, plural, one {# vacancy} other {# vacancies}}');
    expect(messageArguments(plural)).toEqual(['n:value']);
    expect(icuFormatter()('en', plural, { n: 2 })).toBe('[# ṽàçàñçíéš ~~~~]'.replace('#', '2'));
  });

  it('reads en-XA from its folder beside the others, every key, in its own record’s rules', () => {
    const english = readCatalogues([{ tag: 'en' }]).get('en')!;
    expect(catalogueProblems(readCatalogues())).toEqual([]);
    expect(errorMessage('FILE_SIZE_TOO_LARGE', EN_XA, [8192])).toMatch(
      /^\[Ţĥé ƒíľé éẋçééđš ţĥé ľíɱíţ öƒ 8,192 ṀƁ [~ ]+\]$/u,
    );
    expect(validationText('validation.maxLength|50', EN_XA)).toMatch(/^\[.* 50 .*\]$/u);
    for (const domain of TEXT_DOMAINS)
      for (const key of Object.keys(english.get(domain)!)) {
        const own = rawText(EN_XA, domain, key);
        expect(own, key).toMatch(/^\[.*\]$/su);
        expect(own).not.toBe(rawText('en', domain, key));
      }
    // The others are as they were.
    expect(errorMessage('FILE_SIZE_TOO_LARGE', 'en', [8])).toBe(
      'The file exceeds the limit of 8 MB',
    );
  });
});
