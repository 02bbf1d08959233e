import { registerPseudo } from '@vaga/contract';
import { pseudoText } from '@vaga/contract/pseudo';
import { localeLoaders } from './locale-loaders.ts';
import type { Texts } from './translate/translator.ts';

/**
 * The test languages' files (a pseudo-language's tag has a private-use region, `en-XA`) and their
 * converter of the texts the server does not send converted (labels): apart from the offered
 * languages' globs, so no resident's first screen lists them; loaded only when a page opens in
 * one (`pseudoFiles`). Their consoles' files come with the consoles' (console-locale-files.ts).
 */
registerPseudo(pseudoText);

export const pseudoLoaders = localeLoaders(
  import.meta.glob<{ default: Texts }>([
    '../../../../../packages/contract/texts/*-X?/screens/*.json',
    '!../../../../../packages/contract/texts/*/screens/console*.json',
    '!../../../../../packages/contract/texts/*/screens/*-console.json',
  ]),
);

/** The contract's catalogues of the test languages, as contract-texts.ts loads the others'. */
export const PSEUDO_CONTRACT_FILES = import.meta.glob<Readonly<Record<string, string>>>(
  '../../../../../packages/contract/texts/*-X?/{errors,validation,events,jobseeks,unemployment,fit,joboffers}.json',
  { import: 'default' },
);
