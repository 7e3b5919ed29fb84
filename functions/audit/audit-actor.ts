import type { Context } from 'hono';
import type { AppEnv, SessionEnv } from '../app-env';
import type { AuditActor } from './audit-log';

/** Where the request came from, as Cloudflare tells it. */
export function requestOrigin(headers: Headers): Pick<AuditActor, 'ip' | 'userAgent'> {
  return {
    ip: headers.get('cf-connecting-ip') ?? headers.get('x-real-ip') ?? null,
    userAgent: headers.get('user-agent')?.slice(0, 400) ?? null,
  };
}

/** The signed-in person behind a request (routes behind requireSession). */
export function sessionActor(c: Context<SessionEnv>): AuditActor {
  const user = c.var.user;
  return { type: 'user', id: user.id, label: `${user.name} <${user.email}>`, ...requestOrigin(c.req.raw.headers) };
}

/** Whoever called: a person if a session is present, else the organization's API key. */
export function requestActor(c: Context<AppEnv>): AuditActor {
  const user = (c as unknown as Context<SessionEnv>).get('user') as SessionEnv['Variables']['user'] | undefined;
  if (user) return sessionActor(c as unknown as Context<SessionEnv>);
  return { type: 'api_key', id: null, label: 'Chave de API', ...requestOrigin(c.req.raw.headers) };
}
