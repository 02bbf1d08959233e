import type { Locale, NotificationKind, OutsideChannel } from '@vaga/contract';
import type { DB } from '../../src/db/database.ts';

/** An account's language of use, as its notification settings keep it (none: zh-Hant). */
export async function setLanguageOfUse(db: DB, accountId: number, locale: Locale): Promise<void> {
  await db
    .insertInto('notification_settings')
    .values({
      account_id: accountId,
      channels: '{}',
      locale,
      email: null,
      email_confirmed_at: null,
      email_token: null,
      email_token_expires_at: null,
      updated_at: '2026-01-01T00:00:00.000Z',
    })
    .execute();
}

/** A resume made at `at`, published or not. */
export async function insertResume(
  db: DB,
  accountId: number,
  at: string,
  published: boolean,
): Promise<void> {
  await db
    .insertInto('profile')
    .values({
      account_id: accountId,
      name_cn: '陳大文',
      name_pt: null,
      sex: 1,
      bod: '1990-05-01',
      is_disability: 0,
      type_livinglocation_id: 1,
      mobile_num: '66123456',
      fixed_line_num: null,
      email: null,
      cantonese_speaking_level: 1,
      mandarin_speaking_level: 1,
      chinese_writing_level: 1,
      portuguese_speaking_level: 1,
      portuguese_writing_level: 1,
      english_speaking_level: 1,
      english_writing_level: 1,
      disability_list: '[]',
      education_list: '[]',
      other_language_list: '[]',
      driving_skill_list: '[]',
      skill_list: '[]',
      expected_job_list: '[]',
      experience_list: '[]',
      is_show_remark: 0,
      remark: null,
      is_public: published ? 1 : 0,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

/** A job alert (saved search) made at `at`. */
export async function insertAlert(db: DB, accountId: number, at: string): Promise<void> {
  await db
    .insertInto('saved_search')
    .values({
      account_id: accountId,
      name: 'Alert',
      filters: '{}',
      mode: 'daily',
      paused: 0,
      created_at: at,
      updated_at: at,
    })
    .execute();
}

let dedupe = 0;

/** A notification of `kind` with one delivery on `channel` that took `state` at `at`. */
export async function insertDelivery(
  db: DB,
  accountId: number,
  delivery: {
    kind: NotificationKind;
    channel: OutsideChannel;
    state: 'pending' | 'sent' | 'skipped' | 'cancelled' | 'failed';
    at: string;
  },
): Promise<void> {
  dedupe += 1;
  const { id } = await db
    .insertInto('notification')
    .values({
      account_id: accountId,
      kind: delivery.kind,
      event: delivery.kind === 'alerts' ? 'alerts.found' : 'interview.invited',
      params: '{}',
      link: null,
      dedupe_key: `statistics-${dedupe}`,
      created_at: delivery.at,
      visible_at: delivery.at,
      read_at: null,
      cancelled_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('notification_delivery')
    .values({
      notification_id: id,
      channel: delivery.channel,
      state: delivery.state,
      idempotency_key: `statistics-${dedupe}-${delivery.channel}`,
      due_at: delivery.at,
      queued: 1,
      attempts: delivery.state === 'failed' ? 5 : 1,
      last_error: delivery.state === 'failed' ? 'refused' : null,
      sent_at: delivery.state === 'sent' ? delivery.at : null,
      updated_at: delivery.at,
    })
    .execute();
}
