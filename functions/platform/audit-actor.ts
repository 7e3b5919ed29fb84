import type { Context } from 'hono';
import type { AppEnv, SessionEnv } from './app-env';
import type { AuditActor } from './audit-log';

/** Where the request came from, as Cloudflare tells it. */
export function requestOrigin(headers: Headers): Pick<AuditActor, 'ip' | 'userAgent'> {
  return {
    ip: headers.get('cf-connecting-ip') ?? headers.get('x-real-ip') ?? null,
    userAgent: headers.get('user-agent')?.slice(0, 400) ?? null,
  };
}

/** A person, named as they are now (the entry keeps it even if they change it later). */
export function userActor(user: { id: string; name: string; email: string }, headers: Headers): AuditActor {
  return { type: 'user', id: user.id, label: `${user.name} <${user.email}>`, ...requestOrigin(headers) };
}

/** The signed-in person behind a request (routes behind requireSession). */
export function sessionActor(c: Context<SessionEnv>): AuditActor {
  return userActor(c.var.user, c.req.raw.headers);
}

/** Whoever called: a person if a session is present, else the organization's API key. */
export function requestActor(c: Context<AppEnv>): AuditActor {
  const user = (c as unknown as Context<SessionEnv>).get('user') as SessionEnv['Variables']['user'] | undefined;
  if (user) return sessionActor(c as unknown as Context<SessionEnv>);
  const key = c.get('apiKey');
  return {
    type: 'api_key',
    id: key?.id ?? null,
    label: key?.label ?? 'Chave de API',
    ...requestOrigin(c.req.raw.headers),
  };
}

/**
 * A supplier's system calling with its sk_ key (the key's id; its secret never). Takes the request as
 * far as it reads it: the key requireSupplierKey set (its SupplierKeyEnv is identity's) and the headers.
 */
export function supplierKeyActor(c: {
  var: { supplierKey: { id: string; label?: string } };
  req: { raw: Request };
}): AuditActor {
  return {
    type: 'supplier_key',
    id: c.var.supplierKey.id,
    label: c.var.supplierKey.label ?? 'Chave de API do fornecedor',
    ...requestOrigin(c.req.raw.headers),
  };
}
