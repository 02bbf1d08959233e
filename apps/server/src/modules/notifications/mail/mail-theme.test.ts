import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MAIL_TOKENS } from './mail-theme.ts';

const tokensCss = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../web/src/shared/ui/tokens.css',
);

describe("the e-mails' design tokens", () => {
  it("are the web app's own, value for value", () => {
    const css = readFileSync(tokensCss, 'utf8');
    for (const [name, value] of Object.entries(MAIL_TOKENS)) {
      const declared = new RegExp(`^\\s*${name}:\\s*([^;]+);`, 'm').exec(css);
      expect(declared, name).not.toBeNull();
      expect(declared![1].trim(), name).toBe(value);
    }
  });
});
