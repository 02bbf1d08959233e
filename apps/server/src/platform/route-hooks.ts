/**
 * A route's own hooks of one kind, as an `onRoute` hook finds them (none, one, or a list), with
 * `hook` put first: it runs before the route's other own hooks of that kind, after the app's.
 */
export function withFirst<H>(hook: H, existing: H | H[] | undefined): H | H[] {
  if (!existing) return hook;
  return [hook, ...(Array.isArray(existing) ? existing : [existing])];
}

/** The same, with `hook` put last: it runs after the route's other own hooks of that kind. */
export function withLast<H>(existing: H | H[] | undefined, hook: H): H | H[] {
  if (!existing) return hook;
  return [...(Array.isArray(existing) ? existing : [existing]), hook];
}
