import {
  NOTIFICATION_METHODS,
  NOTIFICATION_TYPES,
  type KindChannels,
  type NotificationKind,
} from '@vaga/contract';

/** A job-seeking registration's notification choices (spec §3: methods and types, by id). */
export interface RegistrationChoices {
  notificationMethodList: number[];
  notificationTypeList: number[];
}

type Channels = Record<NotificationKind, KindChannels>;

/**
 * The registration's notification types and the preference kinds each stands for: referrals and
 * interviews cover the interviews and the registration's own notices, recommended vacancies the
 * job alerts, recruitment events the events. Unemployment and favourites are not on the form.
 */
export const TYPE_KINDS: Record<number, readonly NotificationKind[]> = {
  [NOTIFICATION_TYPES.referrals]: ['interviews', 'registrations'],
  [NOTIFICATION_TYPES.recommendations]: ['alerts'],
  [NOTIFICATION_TYPES.events]: ['events'],
};

/** The registration's notification methods and the channel each is (the inbox is always on). */
export const METHOD_CHANNELS: Record<number, keyof KindChannels> = {
  [NOTIFICATION_METHODS.sms]: 'sms',
  [NOTIFICATION_METHODS.email]: 'email',
  [NOTIFICATION_METHODS.app]: 'push',
};

/** SMS is offered for interviews only (NotificationsService.savePreferences). */
const offers = (kind: NotificationKind, channel: keyof KindChannels) =>
  channel !== 'sms' || kind === 'interviews';

/**
 * Saving a registration: every kind a type stands for gets exactly the chosen methods' channels
 * when the type is chosen, and none when it is not; kinds no type stands for keep theirs.
 */
export function channelsFromChoices(current: Channels, choices: RegistrationChoices): Channels {
  const next = structuredClone(current);
  for (const [type, kinds] of Object.entries(TYPE_KINDS)) {
    const typeChosen = choices.notificationTypeList.includes(Number(type));
    for (const kind of kinds) {
      for (const [method, channel] of Object.entries(METHOD_CHANNELS)) {
        const methodChosen = choices.notificationMethodList.includes(Number(method));
        next[kind][channel] = typeChosen && methodChosen && offers(kind, channel);
      }
    }
  }
  return next;
}

/**
 * What the registration shows as the preferences stand: a type when one of its kinds has a
 * channel on; a method when its channel is on for a kind of a shown type. Ids in ascending order.
 */
export function choicesFromChannels(channels: Channels): RegistrationChoices {
  const types = Object.entries(TYPE_KINDS)
    .filter(([, kinds]) => kinds.some((kind) => Object.values(channels[kind]).some(Boolean)))
    .map(([type]) => Number(type));
  const kinds = types.flatMap((type) => TYPE_KINDS[type]!);
  const methods = Object.entries(METHOD_CHANNELS)
    .filter(([, channel]) => kinds.some((kind) => channels[kind][channel]))
    .map(([method]) => Number(method));
  return {
    notificationMethodList: methods.sort((a, b) => a - b),
    notificationTypeList: types.sort((a, b) => a - b),
  };
}
