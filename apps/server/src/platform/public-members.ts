/**
 * The public members of a class, without its private fields. A service names the repositories
 * it receives this way, so that a unit test can hand it a plain object instead of a database.
 */
export type PublicMembers<T> = Pick<T, keyof T>;
