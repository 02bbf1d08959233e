import type { BridgeTokenResponse, SignatureResponse } from '@vaga/contract';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { AuthRepository } from './auth.repository.ts';
import { makeBridgeKey, signBridgeToken, signPageUrl, verifyBridgeToken } from './bridge.ts';
import { DEMO_CLIENT } from './embedded-issuer.ts';

/**
 * The credentials of the app shell's bridge: short bridge tokens and signed page URLs, under
 * one key shared by every instance (kept in the database, read once).
 */
export class BridgeCredentials {
  private bridgeKey: Promise<string> | null = null;

  constructor(
    private readonly repository: Pick<PublicMembers<AuthRepository>, 'sharedSecret'>,
    private readonly clock: Clock,
    private readonly config: Pick<AppConfig, 'publicUrl' | 'oidc'>,
  ) {}

  private key(): Promise<string> {
    this.bridgeKey ??= this.repository
      .sharedSecret('bridge-hmac-key', makeBridgeKey, this.clock.now().toISOString())
      .catch((error: unknown) => {
        this.bridgeKey = null;
        throw error;
      });
    return this.bridgeKey;
  }

  async token(accountId: number): Promise<BridgeTokenResponse> {
    const { token, expiresIn } = signBridgeToken(await this.key(), accountId, this.clock.now());
    return { token, scope: 'bridge', expiresIn };
  }

  /** The account of a genuine, unexpired bridge token; null otherwise. */
  async verify(token: string): Promise<number | null> {
    return verifyBridgeToken(await this.key(), token, this.clock.now());
  }

  /** Signs a page URL of this site for the app shell; another origin is refused. */
  async signature(url: string): Promise<SignatureResponse> {
    if (new URL(url).origin !== new URL(this.config.publicUrl).origin) {
      throw new AppError('VALIDATION_FAIL', ['querystring.url']);
    }
    const appId = this.config.oidc?.clientId ?? DEMO_CLIENT.clientId;
    return { appId, ...signPageUrl(await this.key(), url, this.clock.now()) };
  }
}
