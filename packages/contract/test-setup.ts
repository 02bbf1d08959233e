import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { registerTexts, TEXT_DOMAINS } from './src/texts.ts';

// The contract's tests read every language's catalogue, formatted as the web formats them.
const root = path.join(path.dirname(fileURLToPath(import.meta.url)), 'texts');
for (const language of readdirSync(root))
  for (const domain of TEXT_DOMAINS)
    registerTexts(
      language,
      domain,
      JSON.parse(readFileSync(path.join(root, language, `${domain}.json`), 'utf8')) as Record<
        string,
        string
      >,
    );
