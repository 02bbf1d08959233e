import { REJECT_REASONS, type RejectReasonId } from '@vaga/contract';

/** The reasons of the reject screen in order, with the key of their text; `other` asks for one. */
export const REJECT_REASON_CHOICES = (
  Object.entries(REJECT_REASONS) as [keyof typeof REJECT_REASONS, RejectReasonId][]
).map(([name, id]) => ({ id, textKey: `rejectReasons.${name}` }));
