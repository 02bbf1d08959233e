/**
 * A read model's answer with what tells how long it holds: the value, until when (ms of the
 * clock) it holds while no write moves `topics` (the change-feed topics of its data), or null
 * when only asking again tells. A route returning one sends `value`; a server-rendered page
 * made of such answers is kept until the earliest `until`, and while none of their topics moves
 * (modules/pages).
 */
export class Kept<T> {
  constructor(
    readonly value: T,
    readonly until: number | null,
    readonly topics: readonly string[],
  ) {}
}

/** `value`, holding until `until` while `topics` do not move. */
export function kept<T>(value: T, until: number | null, topics: readonly string[]): Kept<T> {
  return new Kept(value, until, topics);
}
