import { registerCatalogues } from './catalogues.ts';

/** Gives the contract every language's texts on the server (imported for its effect). */
registerCatalogues();
