import { ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import * as oidc from 'openid-client';
import type { Logger } from 'pino';
import { DataSource, type Repository } from 'typeorm';
import { isPinfl, isTin, MessageKeys } from '@rent/domain';
import { APP_CONFIG, type AppConfig } from '../../config/config.js';
import { LOGGER } from '../../logging/logger.js';
import { AuthService, type SignedIn } from './auth.service.js';
import { Sessions } from '../sessions/sessions.js';
import { User } from '../user.entity.js';

/** How long the provider may keep the person before the started sign-in is void. */
const REQUEST_TTL_MS = 10 * 60 * 1000;

/**
 * `/auth-with-third-part` (spec §2): sign-in through the outside identity provider (the country's single
 * sign-on) with the OpenID Connect authorization-code flow, PKCE and a nonce, by openid-client. The ID
 * token names the person by `tin` (a legal entity) or `pinfl`; the portal account with that login gets a
 * session. Off unless OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET and OIDC_REDIRECT_URI are set.
 *
 * Each request's `state` is bound to the browser that started it (RFC 9700 §4.7, RFC 6749 §10.12): the
 * request keeps the hash of that browser's secret cookie, and a way back brought by any other browser is
 * refused. Otherwise a way back made by an attacker (their own code and state, as a link) would sign the
 * victim's browser in as the attacker (login CSRF), and the victim's next contract would be the attacker's.
 */
@Injectable()
export class ThirdPartySignIn {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly db: DataSource,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly sessions: Sessions,
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  get enabled(): boolean {
    const c = this.config;
    return !!(c.OIDC_ISSUER && c.OIDC_CLIENT_ID && c.OIDC_CLIENT_SECRET && c.OIDC_REDIRECT_URI);
  }

  /** Where to send the browser: the provider's authorization endpoint for a new request, remembered with the browser's secret. */
  async start(browser: string): Promise<string> {
    const configuration = await this.provider();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    await this.db.query(
      'INSERT INTO third_party_sign_ins (state, nonce, code_verifier, created_at, browser_hash) VALUES ($1, $2, $3, $4, $5)',
      [state, nonce, codeVerifier, new Date(), browser],
    );
    return oidc
      .buildAuthorizationUrl(configuration, {
        redirect_uri: this.config.OIDC_REDIRECT_URI!,
        scope: 'openid',
        state,
        nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
      })
      .toString();
  }

  /**
   * The provider sent the browser back with `query` (code, state, iss): the request it answers, if this
   * browser started it, is used up, the code exchanged, the ID token checked (signature, issuer, audience,
   * nonce, expiry) and the person found among the portal's accounts. Another browser's try leaves the
   * request as it was.
   */
  async finish(query: string, browser: string | null): Promise<SignedIn> {
    const params = new URLSearchParams(query);
    const [rows] = (await this.db.query(
      'UPDATE third_party_sign_ins SET used_at = $2 WHERE state = $1 AND browser_hash = $4 AND used_at IS NULL AND created_at > $3 RETURNING nonce, code_verifier',
      [params.get('state') ?? '', new Date(), new Date(Date.now() - REQUEST_TTL_MS), browser ?? ''],
    )) as [{ nonce: string; code_verifier: string }[], number];
    const request = rows[0];
    if (!request) throw refused();
    let claims: oidc.IDToken | undefined;
    try {
      const callback = new URL(this.config.OIDC_REDIRECT_URI!);
      callback.search = params.toString();
      const tokens = await oidc.authorizationCodeGrant(await this.provider(), callback, {
        pkceCodeVerifier: request.code_verifier,
        expectedState: params.get('state')!,
        expectedNonce: request.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      this.log.warn({ reason: error instanceof Error ? error.message : String(error) }, 'third-party sign-in refused');
      throw refused();
    }
    const tin = typeof claims?.tin === 'string' && isTin(claims.tin) ? claims.tin : null;
    const pinfl = typeof claims?.pinfl === 'string' && isPinfl(claims.pinfl) ? claims.pinfl : null;
    const user = tin
      ? await this.users.findOneBy({ login: tin, loginType: 'YUR' })
      : pinfl
        ? await this.users.findOneBy({ login: pinfl, loginType: 'JIS' })
        : null;
    if (!user) throw new ForbiddenException({ code: 'NO_ACCOUNT', message: MessageKeys.thirdPartyNoAccount });
    const { session, refreshToken } = await this.sessions.open(user.id, 'oidc');
    return this.auth.signedIn(user, session, refreshToken);
  }

  /** The provider's metadata, discovered once; a plain-http provider only outside production (the local one). */
  private provider(): Promise<oidc.Configuration> {
    const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, NODE_ENV } = this.config;
    const local = NODE_ENV !== 'production' && new URL(OIDC_ISSUER!).protocol === 'http:';
    this.configuration ??= oidc
      .discovery(
        new URL(OIDC_ISSUER!),
        OIDC_CLIENT_ID!,
        OIDC_CLIENT_SECRET!,
        undefined,
        local ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw error;
      });
    return this.configuration;
  }
}

const refused = () => new UnauthorizedException({ code: 'THIRD_PARTY_REFUSED', message: MessageKeys.loginProblem });
