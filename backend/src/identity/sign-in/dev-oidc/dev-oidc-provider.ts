import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type CryptoKey, exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';

/** A person the development provider can sign in: their TIN (a legal entity's) or PINFL, and name. */
export interface DevOidcPerson {
  sub: string;
  name: string;
  tin?: string;
  pinfl?: string;
}

interface PendingCode {
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | undefined;
  person: DevOidcPerson;
  expires: number;
}

const escapeHtml = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const b64url = (b: Buffer) => b.toString('base64url');

/**
 * A small OpenID Connect provider for development and tests, standing in for the country's single
 * sign-on (which speaks the same authorization-code flow): discovery, an authorization page where one
 * picks a person, the token endpoint (client secret, PKCE S256, single-use codes) and the JWKS of its
 * RS256 key. The ID token carries `tin` or `pinfl`, as the real one names the person.
 */
export class DevOidcProvider {
  private readonly codes = new Map<string, PendingCode>();

  private constructor(
    private readonly server: Server,
    private readonly clients: Map<string, { secret: string; redirectUris: string[] }>,
    private readonly people: DevOidcPerson[],
    private readonly key: { privateKey: CryptoKey; jwk: JWK },
  ) {}

  static async start(options: {
    port: number;
    clientId: string;
    clientSecret: string;
    redirectUris: string[];
    people: DevOidcPerson[];
  }): Promise<DevOidcProvider> {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: b64url(randomBytes(8)), alg: 'RS256', use: 'sig' };
    const clients = new Map([[options.clientId, { secret: options.clientSecret, redirectUris: options.redirectUris }]]);
    const server = createServer();
    const provider = new DevOidcProvider(server, clients, options.people, { privateKey, jwk });
    server.on(
      'request',
      (req: IncomingMessage, res: ServerResponse) =>
        void provider.handle(req, res).catch(() => res.writeHead(500).end()),
    );
    await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
    return provider;
  }

  get issuer(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.issuer);
    const json = (status: number, body: unknown): void => {
      res
        .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        .end(JSON.stringify(body));
    };
    if (req.method === 'GET' && url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer: this.issuer,
        authorization_endpoint: `${this.issuer}/authorize`,
        token_endpoint: `${this.issuer}/token`,
        jwks_uri: `${this.issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
        scopes_supported: ['openid'],
      });
    }
    if (req.method === 'GET' && url.pathname === '/jwks') return json(200, { keys: [this.key.jwk] });
    if (req.method === 'GET' && url.pathname === '/authorize') return this.authorizePage(url.searchParams, res);
    if (req.method === 'POST' && url.pathname === '/authorize')
      return this.approve(new URLSearchParams(await body(req)), res);
    if (req.method === 'POST' && url.pathname === '/token')
      return this.token(req, new URLSearchParams(await body(req)), json);
    res.writeHead(404).end();
  }

  /** The provider's own page: the request checked, a button per person. */
  private authorizePage(q: URLSearchParams, res: ServerResponse): void {
    const client = this.clients.get(q.get('client_id') ?? '');
    const redirectUri = q.get('redirect_uri') ?? '';
    if (
      !client ||
      !client.redirectUris.includes(redirectUri) ||
      q.get('response_type') !== 'code' ||
      q.get('code_challenge_method') !== 'S256' ||
      !q.get('code_challenge')
    ) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('invalid_request');
      return;
    }
    const hidden = ['client_id', 'redirect_uri', 'state', 'nonce', 'code_challenge']
      .map((n) => `<input type="hidden" name="${n}" value="${escapeHtml(q.get(n) ?? '')}">`)
      .join('');
    const buttons = this.people
      .map((p) => `<button name="sub" value="${escapeHtml(p.sub)}">${escapeHtml(p.name)}</button>`)
      .join('<br>');
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="uz"><head><meta charset="utf-8"><title>OneID (development)</title></head><body><h1>OneID (development)</h1><form method="post" action="/authorize">${hidden}${buttons}</form></body></html>`,
      );
  }

  private approve(form: URLSearchParams, res: ServerResponse): void {
    const client = this.clients.get(form.get('client_id') ?? '');
    const redirectUri = form.get('redirect_uri') ?? '';
    const person = this.people.find((p) => p.sub === form.get('sub'));
    if (!client || !client.redirectUris.includes(redirectUri) || !person) {
      res.writeHead(400).end('invalid_request');
      return;
    }
    const code = b64url(randomBytes(24));
    this.codes.set(code, {
      clientId: form.get('client_id')!,
      redirectUri,
      codeChallenge: form.get('code_challenge') ?? '',
      nonce: form.get('nonce') || undefined,
      person,
      expires: Date.now() + 60_000,
    });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    if (form.get('state')) back.searchParams.set('state', form.get('state')!);
    back.searchParams.set('iss', this.issuer);
    res.writeHead(302, { location: back.toString() }).end();
  }

  private async token(
    req: IncomingMessage,
    form: URLSearchParams,
    json: (status: number, body: unknown) => void,
  ): Promise<void> {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const [id, secret] = basic
      ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent)
      : [form.get('client_id') ?? '', form.get('client_secret') ?? ''];
    const client = this.clients.get(id ?? '');
    if (!client || client.secret !== secret) return json(401, { error: 'invalid_client' });
    const code = form.get('code') ?? '';
    const pending = this.codes.get(code);
    this.codes.delete(code); // a code works once
    const challenge = b64url(
      createHash('sha256')
        .update(form.get('code_verifier') ?? '')
        .digest(),
    );
    if (
      form.get('grant_type') !== 'authorization_code' ||
      !pending ||
      pending.expires < Date.now() ||
      pending.clientId !== id ||
      pending.redirectUri !== form.get('redirect_uri') ||
      pending.codeChallenge !== challenge
    ) {
      return json(400, { error: 'invalid_grant' });
    }
    const { sub, name, tin, pinfl } = pending.person;
    const idToken = await new SignJWT({
      name,
      ...(tin ? { tin } : {}),
      ...(pinfl ? { pinfl } : {}),
      ...(pending.nonce ? { nonce: pending.nonce } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid: this.key.jwk.kid! })
      .setIssuer(this.issuer)
      .setSubject(sub)
      .setAudience(id!)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(this.key.privateKey);
    json(200, { access_token: b64url(randomBytes(24)), token_type: 'Bearer', expires_in: 300, id_token: idToken });
  }
}

function body(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.on('data', (c: Buffer) => {
      text += c.toString();
      if (text.length > 16_384) req.destroy();
    });
    req.on('end', () => resolve(text));
    req.on('error', reject);
  });
}
