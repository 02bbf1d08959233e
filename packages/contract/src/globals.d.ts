/**
 * The globals the contract uses that both of its runtimes have, the browser and Node, for the
 * contract's own typecheck (its `lib` is ES only). The web and the server compile it with theirs.
 */
interface URLSearchParams {
  set(name: string, value: string): void;
  toString(): string;
}
declare const URLSearchParams: {
  new (
    init?: [string, string][] | Record<string, string> | string | URLSearchParams,
  ): URLSearchParams;
};
