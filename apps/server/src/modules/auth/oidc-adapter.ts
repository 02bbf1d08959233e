import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Clock } from '../../platform/clock.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { OidcStoreRepository } from './oidc-store.repository.ts';

/**
 * oidc-provider's storage over our SQL database, so that any instance can continue a login
 * another instance started (interactions, sessions, codes, grants, tokens).
 */
export class SqlOidcAdapter implements Adapter {
  constructor(
    private readonly model: string,
    private readonly repo: PublicMembers<OidcStoreRepository>,
    private readonly clock: Clock,
  ) {}

  private now(): string {
    return this.clock.now().toISOString();
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void> {
    const expiresAt =
      typeof expiresIn === 'number' && expiresIn > 0
        ? new Date(this.clock.millis() + expiresIn * 1000).toISOString()
        : null;
    await this.repo.upsertPayload({
      model: this.model,
      id,
      payload: JSON.stringify(payload),
      grantId: payload.grantId ?? null,
      userCode: payload.userCode ?? null,
      uid: payload.uid ?? null,
      expiresAt,
    });
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    const found = await this.repo.findPayload(this.model, id, this.now());
    return found ? (JSON.parse(found) as AdapterPayload) : undefined;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    const found = await this.repo.findPayloadBy(this.model, 'user_code', userCode, this.now());
    return found ? (JSON.parse(found) as AdapterPayload) : undefined;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    const found = await this.repo.findPayloadBy(this.model, 'uid', uid, this.now());
    return found ? (JSON.parse(found) as AdapterPayload) : undefined;
  }

  async consume(id: string): Promise<void> {
    const found = await this.find(id);
    if (!found) return;
    found.consumed = Math.floor(this.clock.millis() / 1000);
    await this.repo.updatePayload(this.model, id, JSON.stringify(found));
  }

  async destroy(id: string): Promise<void> {
    await this.repo.destroyPayload(this.model, id);
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.repo.revokeByGrantId(grantId);
  }
}
