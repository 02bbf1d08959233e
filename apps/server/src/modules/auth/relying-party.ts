import * as client from 'openid-client';

/** Where the relying party finds its issuer; `fetch` routes calls to an in-process issuer. */
export interface IssuerConnection {
  issuer: string;
  clientId: string;
  clientSecret: string;
  fetch?: client.CustomFetch;
}

export const LOGIN_SCOPE = 'openid profile identity';

/**
 * The relying-party side of the single account (openid-client): authorization-code flow with
 * PKCE (S256) and `state`, claims from the userinfo endpoint. The issuer's metadata is
 * discovered once per process. Plain-http issuers are accepted only for the local demo and tests.
 */
export class RelyingParty {
  private configuration: Promise<client.Configuration> | null = null;

  constructor(private readonly connect: () => Promise<IssuerConnection>) {}

  config(): Promise<client.Configuration> {
    if (!this.configuration) {
      this.configuration = this.discover().catch((error: unknown) => {
        this.configuration = null;
        throw error;
      });
    }
    return this.configuration;
  }

  private async discover(): Promise<client.Configuration> {
    const connection = await this.connect();
    const issuer = new URL(connection.issuer);
    const options: client.DiscoveryRequestOptions = {};
    if (connection.fetch) options[client.customFetch] = connection.fetch;
    if (issuer.protocol === 'http:') options.execute = [client.allowInsecureRequests];
    return client.discovery(
      issuer,
      connection.clientId,
      { client_secret: connection.clientSecret },
      client.ClientSecretBasic(connection.clientSecret),
      options,
    );
  }

  async authorizationUrl(input: {
    redirectUri: string;
    state: string;
    codeChallenge: string;
    uiLocales: string;
  }): Promise<URL> {
    return client.buildAuthorizationUrl(await this.config(), {
      redirect_uri: input.redirectUri,
      scope: LOGIN_SCOPE,
      state: input.state,
      code_challenge: input.codeChallenge,
      code_challenge_method: 'S256',
      ui_locales: input.uiLocales,
    });
  }

  /** Exchanges a code (checking state, PKCE and the ID token) and answers the userinfo claims. */
  async exchange(input: {
    callbackUrl: URL;
    codeVerifier: string;
    state: string;
  }): Promise<Record<string, unknown>> {
    const config = await this.config();
    const tokens = await client.authorizationCodeGrant(config, input.callbackUrl, {
      pkceCodeVerifier: input.codeVerifier,
      expectedState: input.state,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new Error('no ID token');
    const userinfo = await client.fetchUserInfo(config, tokens.access_token, idClaims.sub);
    return { ...userinfo };
  }

  async endSessionUrl(input: {
    postLogoutRedirectUri: string;
    uiLocales: string;
  }): Promise<string | null> {
    const config = await this.config();
    if (!config.serverMetadata().end_session_endpoint) return null;
    return client
      .buildEndSessionUrl(config, {
        post_logout_redirect_uri: input.postLogoutRedirectUri,
        ui_locales: input.uiLocales,
      })
      .toString();
  }

  /** Random state and PKCE pair. */
  static async newLoginSecrets(): Promise<{
    state: string;
    codeVerifier: string;
    codeChallenge: string;
  }> {
    const codeVerifier = client.randomPKCECodeVerifier();
    return {
      state: client.randomState(),
      codeVerifier,
      codeChallenge: await client.calculatePKCECodeChallenge(codeVerifier),
    };
  }
}
