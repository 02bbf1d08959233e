import {
  AUTH_PATHS,
  SESSION_TIMES,
  decodeRedirectTarget,
  type AccountProfile,
  type AccountType,
  type ApiLanguage,
  type AuthorizeResponse,
  type BridgeTokenResponse,
  type IdentityDoc,
  type Locale,
  type SessionToken,
  type SignatureResponse,
} from '@vaga/contract';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error.ts';
import type { AuthAccount, Caller } from '../../platform/caller.ts';
import type { PublicMembers } from '../../platform/public-members.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { EmployerService } from '../employer/employer.service.ts';
import type { AuthRepository } from './auth.repository.ts';
import type { AccountRow, AccountWrite } from './auth.rows.ts';
import { BridgeCredentials } from './bridge-credentials.ts';
import { CallerAccounts } from './caller-accounts.ts';
import { DEMO_CLIENT, createEmbeddedIssuer, type EmbeddedIssuer } from './embedded-issuer.ts';
import type { OidcStoreRepository } from './oidc-store.repository.ts';
import { RelyingParty, type IssuerConnection } from './relying-party.ts';
import { ClaimsSchema, authAccountOf, personOf } from './account-claims.ts';
import { Sessions } from './sessions.ts';

export type NewAccount = Omit<AccountWrite, 'identityDocs' | 'accountType' | 'employerId'> & {
  identityDocs: IdentityDoc[];
  /** personal when absent. */
  accountType?: AccountType;
  employerId?: number | null;
};

/** Login through the single account, our session tokens, account profiles, bridge credentials. */
export class AuthService {
  readonly sessions: Sessions;
  readonly relyingParty: RelyingParty;
  private embeddedIssuer: Promise<EmbeddedIssuer> | null = null;
  private readonly callers: CallerAccounts;
  private readonly bridge: BridgeCredentials;

  constructor(
    readonly repository: PublicMembers<AuthRepository>,
    readonly store: PublicMembers<OidcStoreRepository>,
    private readonly deps: Pick<ServiceDeps, 'clock' | 'config'> &
      Partial<Pick<ServiceDeps, 'changes'>>,
    private readonly employers: () => EmployerService,
  ) {
    this.sessions = new Sessions(this.repository, deps.clock, deps.changes);
    this.relyingParty = new RelyingParty(() => this.connection());
    this.callers = new CallerAccounts(deps.clock);
    this.bridge = new BridgeCredentials(repository, deps.clock, deps.config);
  }

  private get publicUrl(): string {
    return this.deps.config.publicUrl;
  }

  /** The embedded provider, or null when OIDC_ISSUER names another issuer. */
  embedded(): Promise<EmbeddedIssuer> | null {
    if (this.deps.config.oidc) return null;
    this.embeddedIssuer ??= createEmbeddedIssuer({
      issuer: `${this.publicUrl}/oidc`,
      clients: [
        {
          client_id: DEMO_CLIENT.clientId,
          client_secret: DEMO_CLIENT.clientSecret,
          redirect_uris: [this.redirectUri()],
          post_logout_redirect_uris: [`${this.publicUrl}${AUTH_PATHS.postLogoutRoute}`],
          grant_types: ['authorization_code'],
          response_types: ['code'],
          token_endpoint_auth_method: 'client_secret_basic',
        },
      ],
      store: this.store,
      secrets: this.repository,
      clock: this.deps.clock,
    });
    return this.embeddedIssuer;
  }

  private async connection(): Promise<IssuerConnection> {
    const { oidc } = this.deps.config;
    if (oidc)
      return { issuer: oidc.issuer, clientId: oidc.clientId, clientSecret: oidc.clientSecret };
    const embedded = await this.embedded()!;
    return { issuer: embedded.issuer, ...DEMO_CLIENT, fetch: embedded.fetch };
  }

  /** The registered redirect URI: the web's /profile route. */
  redirectUri(): string {
    return `${this.publicUrl}${AUTH_PATHS.callbackRoute}`;
  }

  private now(): Date {
    return this.deps.clock.now();
  }

  /**
   * Starts a login: keeps state, PKCE verifier, target and the account type asked for (the
   * `type` of the login path), answers the provider's URL.
   */
  async startLogin(input: {
    redirect: string;
    locale: Locale;
    accountType: AccountType;
  }): Promise<string> {
    const secrets = await RelyingParty.newLoginSecrets();
    const now = this.now();
    await this.store.purgeExpired(now.toISOString());
    await this.repository.insertLoginState(
      {
        state: secrets.state,
        codeVerifier: secrets.codeVerifier,
        redirectTarget: decodeRedirectTarget(input.redirect),
        redirectUri: this.redirectUri(),
        accountType: input.accountType,
        expiresAt: new Date(now.getTime() + SESSION_TIMES.loginStateSeconds * 1000).toISOString(),
      },
      now.toISOString(),
    );
    const url = await this.relyingParty.authorizationUrl({
      redirectUri: this.redirectUri(),
      state: secrets.state,
      codeChallenge: secrets.codeChallenge,
      uiLocales: input.locale,
    });
    return url.toString();
  }

  /**
   * Exchanges the code of a started login, saves the account and opens a session. The login
   * was started for one account type: an identity of another type is refused (403
   * `FORBIDDEN_ROLE`, no session), so a seeker login never opens an employer's session and a
   * console login never opens a seeker's.
   */
  async authorize(input: {
    code: string;
    state: string;
    redirectUri: string;
    iss?: string;
  }): Promise<AuthorizeResponse> {
    const started = await this.repository.takeLoginState(input.state);
    if (
      !started ||
      started.expiresAt <= this.now().toISOString() ||
      started.redirectUri !== input.redirectUri
    ) {
      throw new AppError('Unauthorized');
    }
    let claims: z.infer<typeof ClaimsSchema>;
    try {
      const config = await this.relyingParty.config();
      const callbackUrl = new URL(started.redirectUri);
      callbackUrl.searchParams.set('code', input.code);
      callbackUrl.searchParams.set('state', input.state);
      // A single-issuer client: when the web did not pass `iss` on, it can only be ours.
      callbackUrl.searchParams.set('iss', input.iss ?? config.serverMetadata().issuer);
      const userinfo = await this.relyingParty.exchange({
        callbackUrl,
        codeVerifier: started.codeVerifier,
        state: started.state,
      });
      claims = ClaimsSchema.parse(userinfo);
    } catch {
      throw new AppError('Unauthorized');
    }
    if (claims.accountType !== started.accountType) throw new AppError('FORBIDDEN_ROLE');
    const employerId = claims.accountType === 'employer' ? (claims.employerId ?? null) : null;
    if (
      claims.accountType === 'employer' &&
      (employerId === null || !(await this.employers().exists(employerId)))
    ) {
      throw new AppError('Unauthorized');
    }
    const account = await this.saveAccount({
      euid: claims.euid ?? claims.sub,
      identityNo: claims.identityNo,
      name: claims.name,
      birthDate: claims.birthdate ?? null,
      identityDocs: claims.identityDocs,
      accountType: claims.accountType,
      employerId,
      ...personOf(claims),
    });
    const session = await this.sessions.create(account.id);
    return { ...session, redirect: started.redirectTarget };
  }

  /** Creates or updates an account by its euid (at every login the provider's data wins). */
  async saveAccount(account: NewAccount): Promise<AccountRow> {
    const row = await this.repository.upsertAccount(
      {
        ...account,
        identityDocs: JSON.stringify(account.identityDocs),
        accountType: account.accountType ?? 'personal',
        employerId: account.employerId ?? null,
      },
      this.now().toISOString(),
    );
    // This instance's sessions of the account see its new data at once (others within seconds).
    this.sessions.forgetAccount(row.id);
    return row;
  }

  /** Opens a session for an account (used by the login and by tests). */
  openSession(accountId: number): Promise<SessionToken> {
    return this.sessions.create(accountId);
  }

  toAuthAccount(row: AccountRow): AuthAccount {
    return authAccountOf(row, this.now());
  }

  /** The caller of a token, or null when the token is missing, forged, expired or revoked. */
  async authenticate(token: string): Promise<Caller | null> {
    const session = await this.sessions.authenticate(token);
    if (!session) return null;
    const { account, ...live } = session;
    return { account: this.callers.of(account), session: live };
  }

  currentToken(session: Caller['session']): SessionToken {
    return this.sessions.toSessionToken(
      session.token,
      session.idleExpiresAt,
      session.loginExpiresAt,
    );
  }

  async refresh(token: string): Promise<SessionToken> {
    const next = await this.sessions.refresh(token);
    if (!next) throw new AppError('Unauthorized');
    return next;
  }

  /** Ends the session (every token of the login) and answers the provider's end-session URL. */
  async logout(session: Caller['session'], locale: Locale): Promise<string | null> {
    await this.sessions.revoke(session.loginId);
    try {
      return await this.relyingParty.endSessionUrl({
        postLogoutRedirectUri: `${this.publicUrl}${AUTH_PATHS.postLogoutRoute}`,
        uiLocales: locale,
      });
    } catch {
      return null;
    }
  }

  async profile(accountId: number, lang: ApiLanguage = 'zh'): Promise<AccountProfile> {
    const row = await this.repository.findAccount(accountId);
    if (!row) throw new AppError('Unauthorized');
    const account = this.toAuthAccount(row);
    const person = await this.repository.findPerson(accountId);
    const employer =
      account.employerId === null
        ? null
        : ((await this.employers().find(account.employerId, lang)) ?? null);
    return {
      identityDocs: account.identityDocs,
      identityNo: row.identityNo,
      euid: account.euid,
      name: account.name,
      birthDate: account.birthDate,
      nameCn: person?.nameCn ?? null,
      namePt: person?.namePt ?? null,
      sex: person?.sex ?? null,
      isResident: account.isResident,
      residency: account.residency,
      accountType: account.accountType,
      employer,
    };
  }

  bridgeToken(accountId: number): Promise<BridgeTokenResponse> {
    return this.bridge.token(accountId);
  }

  /** The account of a genuine, unexpired bridge token; null otherwise. */
  verifyBridgeToken(token: string): Promise<number | null> {
    return this.bridge.verify(token);
  }

  /** Signs a page URL of this site for the app shell; another origin is refused. */
  signature(url: string): Promise<SignatureResponse> {
    return this.bridge.signature(url);
  }
}
