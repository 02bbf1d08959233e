import type { Kysely } from 'kysely';

const UTC_MIDNIGHT = 'T00:00:00.000Z';

/**
 * The demo seed stored registration windows as UTC midnights: they opened and closed at 08:00
 * in Macao. Seeded events (those without a staff "created" action) whose window bound is a UTC
 * midnight get the Macao day's bounds instead: from 00:00:00.000 of its first day to
 * 23:59:59.999 of its last day, Macao time (UTC+8, no daylight saving). Events staff created
 * keep the instants they chose. Written once, with fixed arithmetic, so it never changes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  const rows: { id: number; register_from: string; register_to: string }[] = await db
    .selectFrom('event')
    .select(['id', 'register_from', 'register_to'])
    .where((eb) =>
      eb.or([
        eb('register_from', 'like', `%${UTC_MIDNIGHT}`),
        eb('register_to', 'like', `%${UTC_MIDNIGHT}`),
      ]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('event_action')
            .select('event_action.id')
            .whereRef('event_action.event_id', '=', 'event.id')
            .where('event_action.action', '=', 'created'),
        ),
      ),
    )
    .execute();
  const bound = (value: string, time: string) =>
    value.endsWith(UTC_MIDNIGHT)
      ? new Date(`${value.slice(0, 10)}T${time}+08:00`).toISOString()
      : value;
  for (const row of rows) {
    await db
      .updateTable('event')
      .set({
        register_from: bound(row.register_from, '00:00:00.000'),
        register_to: bound(row.register_to, '23:59:59.999'),
      })
      .where('id', '=', row.id)
      .execute();
  }
}

/** The UTC midnights are not restored: they were the defect. */
export async function down(): Promise<void> {}
