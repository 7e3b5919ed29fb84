import { createServer, type Server } from 'node:http';
import { createHash, randomUUID } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';

export interface InboxMessage {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  date: string;
  /**
   * The message's Message-ID header (`<…@…>`): the app makes it from the job id, so two copies of one
   * e-mail (a send that succeeded and could not be marked) carry the same one.
   */
  messageId: string;
  /** Files that came with it; the bytes at GET /api/messages/{id}/attachments/{index}. */
  attachments: { filename: string; contentType: string; size: number }[];
}

type Stored = { message: InboxMessage; files: Uint8Array[] };

export interface MailInbox {
  smtpPort: number;
  httpPort: number;
  messages(): InboxMessage[];
  close(): Promise<void>;
}

const MAX_MESSAGES = 1000;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(messages: InboxMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(new Date(m.date).toLocaleString('pt-BR'))}</td><td>${escapeHtml(m.to.join(', '))}</td><td><a href="/messages/${m.id}">${escapeHtml(m.subject || '(sem assunto)')}</a></td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Caixa de entrada local · Abastece</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#0f172a}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e2e8f0;padding:.5rem;text-align:left}a{color:#15803d}</style></head>
<body><h1>Caixa de entrada local</h1><p>${messages.length} mensagem(ns). JSON: <a href="/api/messages">/api/messages</a></p>
<form method="post" action="/clear"><button>Esvaziar</button></form>
<table><thead><tr><th>Data</th><th>Para</th><th>Assunto</th></tr></thead><tbody>${rows || '<tr><td colspan="3">Nenhuma mensagem ainda.</td></tr>'}</tbody></table></body></html>`;
}

/** A header of Resend's `headers` object, whatever the case of its name. */
const headerOf = (headers: Record<string, unknown> | undefined, name: string) => {
  const value = Object.entries(headers ?? {}).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
  return typeof value === 'string' ? value : undefined;
};

const addressOf = (from: string) => from.match(/<([^>]+)>\s*$/)?.[1] ?? from.trim();

function readBody(req: import('node:http').IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * A local SMTP inbox for development and tests: accepts every message on
 * `smtpPort` and shows them at http://localhost:`httpPort` (web view) and
 * `GET /api/messages` (JSON, newest first: id, from, to, subject, text, html, date, messageId, attachments),
 * each attachment's bytes at `GET /api/messages/{id}/attachments/{index}`.
 * The same HTTP port answers Resend's `POST /emails` (Bearer `re_…` key,
 * Idempotency-Key, Resend's error shapes), so the worker's Resend transport
 * runs through the official SDK (`RESEND_API_URL`) into this same inbox.
 */
export async function startMailInbox(options: {
  smtpPort: number;
  httpPort: number;
  /** How many messages it keeps, newest first (MAX_MESSAGES unless said). */
  maxMessages?: number;
}): Promise<MailInbox> {
  const keepAtMost = options.maxMessages ?? MAX_MESSAGES;
  const store: InboxMessage[] = [];
  const files = new Map<string, Uint8Array[]>();
  const keep = ({ message, files: bytes }: Stored) => {
    store.unshift(message);
    files.set(message.id, bytes);
    for (const dropped of store.splice(keepAtMost)) files.delete(dropped.id);
  };
  /** Resend idempotency: key → the request's hash and the id it was answered with. */
  const idempotent = new Map<string, { hash: string; id: string }>();

  async function resendEmails(req: import('node:http').IncomingMessage, json: (status: number, body: unknown) => void) {
    const fail = (statusCode: number, name: string, message: string) => json(statusCode, { statusCode, name, message });
    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Bearer '))
      return fail(
        401,
        'missing_api_key',
        'Missing API key in the authorization header. Include the following header Authorization: Bearer YOUR_API_KEY in the request.',
      );
    if (!/^Bearer re_\w+$/.test(auth)) return fail(403, 'invalid_api_key', 'API key is invalid');
    const raw = await readBody(req);
    let body: {
      from?: unknown;
      to?: unknown;
      subject?: unknown;
      html?: unknown;
      text?: unknown;
      headers?: Record<string, unknown>;
      attachments?: { filename?: unknown; content?: unknown; content_type?: unknown }[];
    };
    try {
      body = JSON.parse(raw);
    } catch {
      return fail(422, 'validation_error', 'Invalid JSON body');
    }
    const to = (Array.isArray(body.to) ? body.to : [body.to]).filter(
      (t): t is string => typeof t === 'string' && t.includes('@'),
    );
    if (typeof body.from !== 'string' || !body.from.includes('@'))
      return fail(422, 'validation_error', 'Invalid `from` field.');
    if (to.length === 0) return fail(422, 'validation_error', 'Invalid `to` field.');
    if (typeof body.subject !== 'string' || !body.subject)
      return fail(422, 'validation_error', 'Missing `subject` field.');
    const key = req.headers['idempotency-key'];
    const hash = createHash('sha256').update(raw).digest('hex');
    if (typeof key === 'string' && key) {
      const seen = idempotent.get(key);
      if (seen && seen.hash !== hash)
        return fail(409, 'invalid_idempotent_request', 'Same idempotency key used with a different request payload.');
      if (seen) return json(200, { id: seen.id });
    }
    const id = randomUUID();
    const attached = (Array.isArray(body.attachments) ? body.attachments : []).map((a) => ({
      filename: typeof a.filename === 'string' ? a.filename : 'anexo',
      contentType: typeof a.content_type === 'string' ? a.content_type : 'application/octet-stream',
      bytes: new Uint8Array(Buffer.from(typeof a.content === 'string' ? a.content : '', 'base64')),
    }));
    keep({
      message: {
        id,
        from: addressOf(body.from),
        to,
        subject: body.subject,
        text: typeof body.text === 'string' ? body.text : '',
        html: typeof body.html === 'string' ? body.html : '',
        date: new Date().toISOString(),
        messageId: headerOf(body.headers, 'Message-ID') ?? `<${id}@resend.local>`,
        attachments: attached.map((a) => ({ filename: a.filename, contentType: a.contentType, size: a.bytes.length })),
      },
      files: attached.map((a) => a.bytes),
    });
    if (typeof key === 'string' && key) idempotent.set(key, { hash, id });
    json(200, { id });
  }

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        try {
          const parsed = await PostalMime.parse(Buffer.concat(chunks));
          const attached = parsed.attachments.map((a) => ({
            filename: a.filename ?? 'anexo',
            contentType: a.mimeType,
            bytes: typeof a.content === 'string' ? new TextEncoder().encode(a.content) : new Uint8Array(a.content),
          }));
          const id = randomUUID();
          keep({
            message: {
              id,
              from: parsed.from?.address ?? session.envelope.mailFrom?.toString() ?? '',
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
              date: new Date().toISOString(),
              messageId: parsed.messageId ?? `<${id}@inbox.local>`,
              attachments: attached.map((a) => ({
                filename: a.filename,
                contentType: a.contentType,
                size: a.bytes.length,
              })),
            },
            files: attached.map((a) => a.bytes),
          });
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });

  const http: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://inbox');
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && url.pathname === '/emails') {
      resendEmails(req, json).catch((error: Error) =>
        json(500, { statusCode: 500, name: 'application_error', message: error.message }),
      );
      return;
    }
    if (req.method === 'GET' && url.pathname === '/api/messages') {
      const to = url.searchParams.get('to')?.toLowerCase();
      return json(200, to ? store.filter((m) => m.to.some((addr) => addr.toLowerCase() === to)) : store);
    }
    const file = url.pathname.match(/^\/api\/messages\/([\w-]+)\/attachments\/(\d+)$/);
    if (req.method === 'GET' && file) {
      const message = store.find((m) => m.id === file[1]);
      const bytes = files.get(file[1]!)?.[Number(file[2])];
      if (!message || !bytes) return json(404, { error: 'not found' });
      const meta = message.attachments[Number(file[2])]!;
      res.writeHead(200, {
        'content-type': meta.contentType,
        'content-disposition': `attachment; filename="${meta.filename.replace(/"/g, '')}"`,
        'access-control-allow-origin': '*',
      });
      return res.end(Buffer.from(bytes));
    }
    const one = url.pathname.match(/^\/(?:api\/)?messages\/([\w-]+)$/);
    if (req.method === 'GET' && one) {
      const message = store.find((m) => m.id === one[1]);
      if (!message) return json(404, { error: 'not found' });
      if (url.pathname.startsWith('/api/')) return json(200, message);
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(message.html || `<pre>${escapeHtml(message.text)}</pre>`);
    }
    if (
      (req.method === 'DELETE' && url.pathname === '/api/messages') ||
      (req.method === 'POST' && url.pathname === '/clear')
    ) {
      store.length = 0;
      files.clear();
      if (req.method === 'POST') {
        res.writeHead(303, { location: '/' });
        return res.end();
      }
      return json(200, { deleted: true });
    }
    if (req.method === 'GET' && url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(page(store));
    }
    json(404, { error: 'not found' });
  });

  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(options.smtpPort, '127.0.0.1', () => {
      smtp.off('error', reject);
      resolve();
    });
  });
  // A client that drops its connection (a worker isolate going away mid-send) is its problem, not the inbox's.
  smtp.on('error', (error: Error) => console.warn(`[mail-inbox] ${error.message}`));
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.httpPort, '127.0.0.1', () => resolve());
  });

  return {
    smtpPort: options.smtpPort,
    httpPort: options.httpPort,
    messages: () => store,
    close: async () => {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
