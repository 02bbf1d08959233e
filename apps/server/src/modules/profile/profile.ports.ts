import type { ReferenceType } from '@vaga/contract';

/** The caller as the profile needs it (the auth guard's `request.account` fits). */
export interface SeekerAccount {
  id: number;
  isResident: boolean;
  /** The birth date the identity provider gave (`YYYY-MM-DD`); null when it gave none. */
  birthDate: string | null;
}

/** What the profile needs from the auth module: the account's document number (docNum, read-only). */
export interface AccountLookup {
  profile(accountId: number): Promise<{ identityNo: string }>;
}

/** A reference option's state, as the references module answers it. */
export interface OptionState {
  id: number;
  isActive: number;
  nameCn: string;
  namePt: string;
  nameEn: string;
  extraInfo: string | null;
}

/** What the profile needs from the references module. */
export interface ReferenceLookup {
  /** Read now from the database (a choice about to be stored). */
  optionsOf(type: ReferenceType, ids: number[]): Promise<OptionState[]>;
  /** From the references module's kept catalogue (a check on a hot path, names shown). */
  keptOptionsOf(type: ReferenceType, ids: number[]): Promise<OptionState[]>;
  /** The ids of a type's options with a label holding the text, case ignored (kept catalogue). */
  keptIdsLabelled(type: ReferenceType, text: string): Promise<number[]>;
}

/** The states of the reference options a resume uses, by type and id. */
export type OptionStates = Map<ReferenceType, Map<number, OptionState>>;
