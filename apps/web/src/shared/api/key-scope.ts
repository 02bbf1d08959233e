/**
 * Whom a query key's data belongs to. `public`: the same for everybody (catalogues, vacancy
 * lists without fit), kept across sessions; `session`: the logged-in person's, dropped when the
 * session ends or another begins. Every query-key factory is built with `queryKeys` (or
 * `sessionKeys` / `publicKeys`), declaring the scope of each first key part ("root") it uses,
 * and the session predicate is derived from those declarations.
 */
export type KeyScope = 'public' | 'session';

/** A root's scope: one for all its keys, or one per kind (the key's second part). */
export type RootScope = KeyScope | Readonly<Record<string, KeyScope>>;

export type KeyScopes = Readonly<Record<string, RootScope>>;

const DECLARED = Symbol('query key scopes');
const roots = new Map<string, RootScope>();

function sameScope(a: RootScope, b: RootScope): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Declares the roots of a key factory and their scopes; returns the factory, tagged. */
export function queryKeys<const F extends object>(scopes: KeyScopes, factory: F): F {
  for (const [root, scope] of Object.entries(scopes)) {
    const known = roots.get(root);
    if (known !== undefined && !sameScope(known, scope)) {
      throw new Error(`query key root "${root}" is declared with two different scopes`);
    }
    roots.set(root, scope);
  }
  Object.defineProperty(factory, DECLARED, { value: scopes, enumerable: false });
  return factory;
}

/** A factory whose keys (under `root`, or each of `roots`) all belong to the session. */
export function sessionKeys<const F extends object>(root: string | string[], factory: F): F {
  const names = typeof root === 'string' ? [root] : root;
  return queryKeys(Object.fromEntries(names.map((name) => [name, 'session'])), factory);
}

/** A factory whose keys under `root` are public: the same whoever is logged in. */
export function publicKeys<const F extends object>(root: string, factory: F): F {
  return queryKeys({ [root]: 'public' }, factory);
}

/** The scopes a factory declared, or undefined when it was not built with `queryKeys`. */
export function declaredScopes(factory: object): KeyScopes | undefined {
  return (factory as { [DECLARED]?: KeyScopes })[DECLARED];
}

/**
 * The scope of a key. A root nobody declared, or a kind its root does not name, counts as the
 * session's: forgetting a declaration drops data too often, never keeps it past a session.
 */
export function keyScope(key: readonly unknown[]): KeyScope {
  const scope = roots.get(String(key[0]));
  if (scope === undefined) return 'session';
  if (typeof scope === 'string') return scope;
  return scope[String(key[1])] ?? 'session';
}
