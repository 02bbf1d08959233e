import { describe, expect, it } from 'vitest';
import enCommon from '@vaga/contract/texts/en/screens/common.json';
import ptCommon from '@vaga/contract/texts/pt/screens/common.json';
import zhCommon from '@vaga/contract/texts/zh-Hant/screens/common.json';
import enJobseeks from '@vaga/contract/texts/en/screens/jobseeks.json';
import ptJobseeks from '@vaga/contract/texts/pt/screens/jobseeks.json';
import zhJobseeks from '@vaga/contract/texts/zh-Hant/screens/jobseeks.json';

/** The verb a link's label starts with: its first word, or a Chinese label's first two characters. */
const verbOf = (label: string) =>
  /^\p{Script=Han}/u.test(label) ? label.slice(0, 2) : label.split(/[\s-]/)[0];

const LANGUAGES = [
  ['zh-Hant', zhCommon, zhJobseeks],
  ['pt', ptCommon, ptJobseeks],
  ['en', enCommon, enJobseeks],
] as const;

describe('the title of a page reached by links that say different things', () => {
  it.each(LANGUAGES)(
    'names the registration form for both "update" and "register again" in %s',
    (_, common, jobseeks) => {
      // The registration card leads to one route with either label (a valid registration or not).
      const title = common.routes.updateRegister;
      for (const label of [jobseeks.card.update, jobseeks.card.registerAgain]) {
        const verb = verbOf(label);
        expect(title.split(/\s/)).not.toContain(verb);
        if (/^\p{Script=Han}/u.test(verb)) expect(title).not.toContain(verb);
      }
    },
  );
});
