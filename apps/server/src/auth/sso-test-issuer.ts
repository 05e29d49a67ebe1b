import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

/**
 * A local OpenID Connect issuer for tests, never the internet: Google's shape (discovery at
 * /.well-known/openid-configuration, /authorize, /token, /jwks) and Microsoft Entra ID's
 * (/{tenant}/oauth2/v2.0/authorize and /token, /{tenant}/discovery/v2.0/keys, issuer per tenant).
 * It checks what a real one checks (client, secret, redirect address, PKCE) and signs RS256 ID
 * tokens carrying the request's nonce; a test chooses the person and may tamper with the token.
 */

export interface TestClient {
  id: string;
  secret: string;
}

/** What the next sign-in at the issuer says about the person (and how a test spoils it). */
export interface NextSignIn {
  claims: JWTPayload;
  nonce?: string;
  signWithOtherKey?: boolean;
}

interface Grant {
  clientId: string;
  redirectUri: string;
  codeChallenge: string | null;
  nonce: string | null;
  tenant: string | null;
  signIn: NextSignIn;
}

export async function startTestIssuer(clients: TestClient[]) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const other = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const grants = new Map<string, Grant>();
  let next: NextSignIn = { claims: {} };
  let base = '';

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  };

  const authorize = (url: URL, tenant: string | null, res: ServerResponse) => {
    const query = url.searchParams;
    const client = clients.find((candidate) => candidate.id === query.get('client_id'));
    const redirectUri = query.get('redirect_uri');
    if (!client || !redirectUri || query.get('response_type') !== 'code')
      return send(res, 400, { error: 'invalid_request' });
    const code = randomBytes(16).toString('hex');
    grants.set(code, {
      clientId: client.id,
      redirectUri,
      codeChallenge: query.get('code_challenge'),
      nonce: query.get('nonce'),
      tenant,
      signIn: next,
    });
    const back = new URL(redirectUri);
    back.searchParams.set('code', code);
    const state = query.get('state');
    if (state) back.searchParams.set('state', state);
    res.writeHead(302, { location: back.toString() }).end();
  };

  const token = async (body: URLSearchParams, authorization: string | undefined, res: ServerResponse) => {
    const grant = grants.get(body.get('code') ?? '');
    grants.delete(body.get('code') ?? '');
    let [clientId, secret] = [body.get('client_id'), body.get('client_secret')];
    if (authorization?.startsWith('Basic ')) {
      const [id, key] = Buffer.from(authorization.slice(6), 'base64').toString().split(':');
      [clientId, secret] = [decodeURIComponent(id ?? ''), decodeURIComponent(key ?? '')];
    }
    const client = clients.find((candidate) => candidate.id === clientId && candidate.secret === secret);
    const verifier = body.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (
      !grant ||
      !client ||
      grant.clientId !== client.id ||
      grant.redirectUri !== body.get('redirect_uri') ||
      (grant.codeChallenge !== null && grant.codeChallenge !== challenge)
    )
      return send(res, 400, { error: 'invalid_grant' });
    const { signIn, tenant } = grant;
    const tid = typeof signIn.claims.tid === 'string' ? signIn.claims.tid : null;
    const nonce = signIn.nonce ?? grant.nonce;
    const idToken = await new SignJWT({ ...signIn.claims, ...(nonce ? { nonce } : {}) })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(tenant && tid ? `${base}/${tid}/v2.0` : base)
      .setAudience(client.id)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(signIn.signWithOtherKey ? other.privateKey : privateKey);
    send(res, 200, {
      access_token: randomBytes(16).toString('hex'),
      token_type: 'Bearer',
      expires_in: 600,
      scope: 'openid email profile',
      id_token: idToken,
    });
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', base);
    const microsoft = /^\/([\w.-]+)\/(oauth2\/v2\.0\/(authorize|token)|discovery\/v2\.0\/keys)$/.exec(
      url.pathname,
    );
    const path = microsoft ? `/${microsoft[3] ?? 'jwks'}` : url.pathname;
    const tenant = microsoft?.[1] ?? null;
    if (path === '/.well-known/openid-configuration')
      return send(res, 200, {
        issuer: base,
        authorization_endpoint: `${base}/authorize`,
        token_endpoint: `${base}/token`,
        jwks_uri: `${base}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
      });
    if (path === '/jwks') return send(res, 200, { keys: [jwk] });
    if (path === '/authorize' && req.method === 'GET') return authorize(url, tenant, res);
    if (path === '/token' && req.method === 'POST') {
      let raw = '';
      for await (const chunk of req) raw += String(chunk);
      return token(new URLSearchParams(raw), req.headers.authorization, res);
    }
    send(res, 404, { error: 'not_found' });
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, { error: 'server_error' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: base,
    /** The person (and any tampering) of the next authorization request. */
    willSignIn(signIn: NextSignIn) {
      next = signIn;
    },
    /** Follows an authorization address as the browser would: the app's callback address it redirects to. */
    async authorize(address: string): Promise<URL> {
      const answer = await fetch(address, { redirect: 'manual' });
      const location = answer.headers.get('location');
      if (answer.status !== 302 || !location) throw new Error(`issuer refused: ${answer.status}`);
      return new URL(location);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestIssuer = Awaited<ReturnType<typeof startTestIssuer>>;
