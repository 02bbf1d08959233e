import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  declaration?: Node | null;
  declarations?: { init?: Node | null }[];
}

/**
 * The contract builds its zod schemas at module level (`export const X = z.object(…)`). The web
 * app mostly reads their types, but a bundler must keep any top-level call it cannot prove free
 * of side effects, and one kept schema pins all of zod into the first screen. Building a schema
 * has no side effects, so this marks every top-level call initializer of the contract as pure:
 * unused ones are dropped, used ones stay.
 */
export function pureContractSchemas(): Plugin {
  return {
    name: 'vaga-pure-contract-schemas',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!id.includes('/packages/contract/src/')) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const ranges: [number, number][] = [];
      for (const statement of program.body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations ?? []) {
          const init = declarator.init;
          if (init && init.type === 'CallExpression') ranges.push([init.start, init.end]);
        }
      }
      if (ranges.length === 0) return null;
      let out = code;
      for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) {
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => ${out.slice(start, end)})()${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}
