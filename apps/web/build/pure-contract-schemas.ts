import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  declaration?: Node | null;
  declarations?: { init?: Node | null }[];
  callee?: Node;
  name?: string;
  arguments?: Node[];
  properties?: Node[];
  key?: Node;
  value?: Node;
  computed?: boolean;
  shorthand?: boolean;
}

/** What a call of an endpoint needs in the browser: its method and path; the rest is types. */
const SERVER_ONLY = new Set([
  'params',
  'query',
  'body',
  'response',
  'errors',
  'summary',
  'operationId',
  'access',
  'status',
  'answers',
  'upload',
]);
const DECLARES_ENDPOINTS = new Set(['endpoint', 'endpoints']);

type Edit = [start: number, end: number, text: string];

/** The values of an endpoint declaration (or a table of them) that only the server reads. */
function serverOnlyValues(node: Node | undefined, edits: Edit[]): void {
  if (node?.type !== 'ObjectExpression') return;
  for (const property of node.properties ?? []) {
    if (property.type !== 'Property' || property.computed || !property.value) continue;
    const key = property.key?.name;
    if (key && SERVER_ONLY.has(key)) {
      // `{ params }` is `{ params: params }` written short: its value is its key.
      if (property.shorthand) edits.push([property.start, property.end, `${key}: 0`]);
      else edits.push([property.value.start, property.value.end, '0']);
    } else serverOnlyValues(property.value, edits);
  }
}

/**
 * The contract builds its zod schemas at module level (`export const X = z.object(…)`). The web
 * app mostly reads their types, but a bundler must keep any top-level call it cannot prove free
 * of side effects, and one kept schema pins all of zod into the first screen. Building a schema
 * has no side effects, so this marks every top-level call initializer of the contract as pure:
 * unused ones are dropped, used ones stay.
 *
 * An endpoint's schemas, summary and error codes are the server's (validation, serialization,
 * the OpenAPI document); the web calls it by method and path, typed from the declaration. In the
 * web's build those values are left out of `endpoint(…)` and `endpoints(…)`, so calling an
 * endpoint never brings its schemas, or zod, into a page.
 */
export function pureContractSchemas(): Plugin {
  return {
    name: 'vaga-pure-contract-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes('/packages/contract/src/')) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const edits: Edit[] = [];
      for (const statement of program.body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations ?? []) {
          const init = declarator.init;
          if (init?.type !== 'CallExpression') continue;
          edits.push(
            [init.start, init.start, '/* @__PURE__ */ (() => '],
            [init.end, init.end, ')()'],
          );
          if (init.callee?.type === 'Identifier' && DECLARES_ENDPOINTS.has(init.callee.name ?? ''))
            for (const argument of init.arguments ?? []) serverOnlyValues(argument, edits);
        }
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0] || b[1] - a[1])) {
        out = `${out.slice(0, start)}${text}${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}
