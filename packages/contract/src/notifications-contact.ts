import { z } from 'zod';
import type { AccountType } from './auth.ts';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from './notifications.ts';

/**
 * What reaches employer and staff accounts: the kinds that apply to each role, the channels
 * offered to them, and their contact e-mail address, which receives nothing until it is
 * confirmed by the link e-mailed to it.
 */

/** The longest contact e-mail address taken. */
export const CONTACT_EMAIL_MAX = 100;
/** A confirmation link works this long after it was asked for. */
export const CONTACT_EMAIL_CONFIRM_HOURS = 24;

/**
 * The kinds each kind of account is told of: a seeker every kind; an employer of interviews
 * (requests, accepted and declined invitations, invitations that lapsed unanswered); staff of
 * no event yet (their inbox and contact address are kept all the same).
 */
export const ROLE_NOTIFICATION_KINDS: Record<AccountType, readonly NotificationKind[]> = {
  personal: NOTIFICATION_KINDS,
  employer: ['interviews'],
  staff: [],
};

/**
 * The channels each kind of account is offered: Web Push and SMS reach seekers only (a console
 * is used at a desk; no mobile number is kept for employer and staff accounts).
 */
export const ROLE_NOTIFICATION_CHANNELS: Record<AccountType, readonly NotificationChannel[]> = {
  personal: NOTIFICATION_CHANNELS,
  employer: ['inbox', 'email'],
  staff: ['inbox', 'email'],
};

/** Sets a console account's contact address: a confirmation link is e-mailed to it. */
export const ContactEmailInputSchema = z.object({
  email: z.email().max(CONTACT_EMAIL_MAX),
});
export type ContactEmailInput = z.infer<typeof ContactEmailInputSchema>;

/** The token of a confirmation link (43 base64url characters). */
export const ContactEmailConfirmSchema = z.object({
  token: z
    .string()
    .min(20)
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export type ContactEmailConfirm = z.infer<typeof ContactEmailConfirmSchema>;

/**
 * A console account's contact address: none, waiting for its confirmation (until
 * `confirmBy`), or confirmed (e-mails go to it).
 */
export const ContactEmailSchema = z.object({
  email: z.string().nullable(),
  confirmed: z.boolean(),
  /** While unconfirmed: when the link e-mailed to it stops working. */
  confirmBy: z.string().nullable(),
});
export type ContactEmail = z.infer<typeof ContactEmailSchema>;
