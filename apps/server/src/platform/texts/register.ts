import { registerPseudo } from '@vaga/contract';
import { pseudoText } from '@vaga/contract/pseudo';
import { registerCatalogues } from './catalogues.ts';

/**
 * Gives the contract every language's texts on the server, and the test languages' converter of
 * stored texts (imported for its effect).
 */
registerCatalogues();
registerPseudo(pseudoText);
