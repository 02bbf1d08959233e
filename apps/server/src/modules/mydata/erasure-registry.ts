import { OPEN_ITEM_KINDS, type ApiLanguage, type OpenItem } from '@vaga/contract';

/**
 * One module's part in an erasure: the person's records it holds open, and their withdrawal.
 * Each module registers its own at start-up (its manifest's start step), so my data reads and
 * withdraws them without reaching into another module's tables.
 */
export interface ErasureParticipant {
  /** The person's open records, in the request's language. */
  openItems(accountId: number, lang: ApiLanguage): Promise<OpenItem[]>;
  /**
   * Withdraws those the erasure withdraws, each recorded with the erasure's reason and told to
   * the other side; answers those withdrawn. Running it again withdraws nothing more.
   */
  withdraw(accountId: number, lang: ApiLanguage): Promise<OpenItem[]>;
}

const RANK = new Map(OPEN_ITEM_KINDS.map((kind, index) => [kind, index]));

/** In the order the erasure dialog lists them: by kind, then as each module gave them. */
function ordered(items: OpenItem[]): OpenItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => RANK.get(a.item.kind)! - RANK.get(b.item.kind)! || a.index - b.index)
    .map(({ item }) => item);
}

/** The modules taking part in an erasure, filled at start-up. */
export class ErasureRegistry {
  private readonly participants = new Map<string, ErasureParticipant>();

  /** A module's part (one per module). */
  register(module: string, participant: ErasureParticipant): void {
    if (this.participants.has(module)) throw new Error(`${module} is registered for erasure`);
    this.participants.set(module, participant);
  }

  /** The modules registered, in the order they were. */
  modules(): string[] {
    return [...this.participants.keys()];
  }

  async openItems(accountId: number, lang: ApiLanguage): Promise<OpenItem[]> {
    const items: OpenItem[] = [];
    for (const p of this.participants.values()) items.push(...(await p.openItems(accountId, lang)));
    return ordered(items);
  }

  async withdraw(accountId: number, lang: ApiLanguage): Promise<OpenItem[]> {
    const items: OpenItem[] = [];
    for (const p of this.participants.values()) items.push(...(await p.withdraw(accountId, lang)));
    return ordered(items);
  }
}
