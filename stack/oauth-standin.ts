import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { listenLocally } from './listen-local';

/**
 * A stand-in for GitHub's and Google's OAuth 2.0 servers, speaking their wire
 * protocol (authorization code + PKCE S256, token endpoint, profile APIs):
 *   GitHub  /github/login/oauth/authorize, /github/login/oauth/access_token, /github-api/user, /github-api/user/emails
 *   Google  /google/o/oauth2/v2/auth, /google/token, /google/v1/userinfo
 * The authorize page asks who to sign in as (pt-BR form); POSTing the form
 * (or JSON) issues a code and redirects back, as the real providers do.
 */
export interface OAuthStandin {
  url: string;
  close(): Promise<void>;
}

export const STANDIN_CLIENT = { id: 'abastece-local', secret: 'abastece-local-secret' };

interface Identity {
  id: string;
  email: string;
  name: string;
  verified: boolean;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const b64url = (buffer: Buffer) => buffer.toString('base64').replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');

async function readBody(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if ((req.headers['content-type'] ?? '').includes('application/json'))
    return JSON.parse(text || '{}') as Record<string, string>;
  return Object.fromEntries(new URLSearchParams(text));
}

export async function startOAuthStandin(options: { port: number }): Promise<OAuthStandin> {
  const codes = new Map<string, { identity: Identity; challenge: string; redirectUri: string }>();
  const tokens = new Map<string, Identity>();

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://standin');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const provider = url.pathname.startsWith('/github') ? 'github' : 'google';
    try {
      if (url.pathname === '/github/login/oauth/authorize' || url.pathname === '/google/o/oauth2/v2/auth') {
        const params =
          req.method === 'POST'
            ? { ...Object.fromEntries(url.searchParams), ...(await readBody(req)) }
            : Object.fromEntries(url.searchParams);
        if (params.client_id !== STANDIN_CLIENT.id) return send(400, { error: 'invalid_client' });
        if (params.code_challenge_method !== 'S256' || !params.code_challenge)
          return send(400, { error: 'invalid_request', error_description: 'PKCE S256 required' });
        if (req.method === 'GET') {
          const hidden = Object.entries(params)
            .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
            .join('');
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return res.end(`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Entrar com ${provider === 'github' ? 'GitHub' : 'Google'} (local)</title>
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:4rem auto;color:#0f172a}label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem}button{margin-top:1rem;padding:.6rem 1rem;background:#15803d;color:#fff;border:0;border-radius:6px}</style></head>
<body><h1>${provider === 'github' ? 'GitHub' : 'Google'} — ambiente local</h1><p>Simulação do provedor para desenvolvimento. Escolha a conta:</p>
<form method="post">${hidden}<label for="name">Nome</label><input id="name" name="name" value="Dev ${provider === 'github' ? 'GitHub' : 'Google'}">
<label for="email">E-mail</label><input id="email" name="email" type="email" value="dev.${provider}@abastece.dev"><button type="submit">Autorizar</button></form></body></html>`);
        }
        const email = (params.email ?? `dev.${provider}@abastece.dev`).toLowerCase();
        const identity: Identity = {
          id: params.account_id ?? createHash('sha256').update(`${provider}:${email}`).digest('hex').slice(0, 12),
          email,
          name: params.name ?? email,
          verified: params.verified !== 'false',
        };
        const code = b64url(randomBytes(24));
        codes.set(code, { identity, challenge: params.code_challenge, redirectUri: params.redirect_uri ?? '' });
        const back = new URL(params.redirect_uri ?? '');
        back.searchParams.set('code', code);
        back.searchParams.set('state', params.state ?? '');
        res.writeHead(302, { location: back.toString() });
        return res.end();
      }

      if (
        (url.pathname === '/github/login/oauth/access_token' || url.pathname === '/google/token') &&
        req.method === 'POST'
      ) {
        const body = await readBody(req);
        const basic = req.headers.authorization?.startsWith('Basic ')
          ? Buffer.from(req.headers.authorization.slice(6), 'base64').toString('utf8')
          : '';
        const [clientId, clientSecret] = basic ? basic.split(':') : [body.client_id, body.client_secret];
        if (clientId !== STANDIN_CLIENT.id || clientSecret !== STANDIN_CLIENT.secret)
          return send(401, { error: 'invalid_client' });
        const grant = codes.get(body.code ?? '');
        codes.delete(body.code ?? '');
        if (!grant || grant.redirectUri !== body.redirect_uri) return send(400, { error: 'invalid_grant' });
        const challenge = b64url(
          createHash('sha256')
            .update(body.code_verifier ?? '')
            .digest(),
        );
        if (challenge !== grant.challenge)
          return send(400, { error: 'invalid_grant', error_description: 'PKCE verification failed' });
        const accessToken = b64url(randomBytes(24));
        tokens.set(accessToken, grant.identity);
        return send(200, { access_token: accessToken, token_type: 'bearer', scope: 'user', expires_in: 3600 });
      }

      const identity = tokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
      if (url.pathname.startsWith('/github-api/') || url.pathname === '/google/v1/userinfo') {
        if (!identity) return send(401, { message: 'Bad credentials' });
        if (url.pathname === '/github-api/user')
          return send(200, {
            id: Number.parseInt(identity.id, 16) || 1,
            login: identity.email.split('@')[0],
            name: identity.name,
            avatar_url: null,
          });
        if (url.pathname === '/github-api/user/emails')
          return send(200, [{ email: identity.email, primary: true, verified: identity.verified }]);
        return send(200, {
          sub: identity.id,
          email: identity.email,
          email_verified: identity.verified,
          name: identity.name,
          picture: null,
        });
      }
      send(404, { error: 'not_found' });
    } catch (error) {
      send(500, { error: String(error) });
    }
  });

  return {
    url: await listenLocally(server, options.port),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Worker variables that point both providers at a stand-in. */
export function standinOAuthVars(standinUrl: string): Record<string, string> {
  return {
    GITHUB_CLIENT_ID: STANDIN_CLIENT.id,
    GITHUB_CLIENT_SECRET: STANDIN_CLIENT.secret,
    GITHUB_OAUTH_URL: `${standinUrl}/github`,
    GITHUB_API_URL: `${standinUrl}/github-api`,
    GOOGLE_CLIENT_ID: STANDIN_CLIENT.id,
    GOOGLE_CLIENT_SECRET: STANDIN_CLIENT.secret,
    GOOGLE_ACCOUNTS_URL: `${standinUrl}/google`,
    GOOGLE_OAUTH2_URL: `${standinUrl}/google`,
    GOOGLE_OPENID_URL: `${standinUrl}/google`,
  };
}
