import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { ApiError, ERROR_STATUS } from './errors';
import { handleError, handleNotFound } from './error-handler';
import { withoutQueryParams } from './log';
import { validate } from './validate';

function appThatThrows(error: unknown) {
  return new Hono()
    .get('/boom', () => {
      throw error;
    })
    .post(
      '/echo',
      validate(
        'json',
        z.object({
          name: z.string().min(2, 'O nome deve ter pelo menos 2 caracteres'),
          age: z.number().int('Idade inválida'),
        }),
      ),
      (c) => c.json(c.req.valid('json')),
    )
    .notFound(handleNotFound)
    .onError(handleError);
}

describe('error model', () => {
  it('answers an unexpected error with a generic 500 that leaks nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await appThatThrows(new Error('password=hunter2 at /srv/secret.ts:12')).request('/boom');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('hunter2');
    expect(text).not.toContain('secret.ts');
    expect(text).not.toMatch(/at .*:\d+/);
    expect(JSON.parse(text)).toMatchObject({ error: { code: 'ERR_INTERNAL', message: 'Erro interno do servidor' } });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it("logs a failed query's SQLSTATE and message, never the row's values in its detail", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "carts_pkey"'), {
      code: '23505',
      detail: 'Key (id)=(0f1e2d3c-0000-4000-8000-000000000000) already exists.',
    });
    const res = await appThatThrows(new Error('Failed query: INSERT INTO carts', { cause })).request('/boom');
    expect(res.status).toBe(500);
    const logged = JSON.parse(String(log.mock.calls[0]![0])) as { cause: unknown };
    expect(logged.cause).toEqual({
      code: '23505',
      message: 'duplicate key value violates unique constraint "carts_pkey"',
    });
    expect(JSON.stringify(logged)).not.toContain('0f1e2d3c');
    log.mockRestore();
  });

  it('answers a lock or statement timeout as 503 "busy, try again" with Retry-After, logged as a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    for (const code of ['55P03', '57014']) {
      const cause = Object.assign(new Error('canceling statement due to lock timeout'), { code });
      const res = await appThatThrows(new Error('Failed query: UPDATE purchase_orders', { cause })).request('/boom');
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe('2');
      expect(await res.json()).toMatchObject({
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'O sistema está ocupado no momento. Tente de novo em alguns segundos.',
        },
      });
    }
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('answers an ApiError with its code, status and message', async () => {
    const res = await appThatThrows(
      new ApiError({
        code: 'ORGANIZATION_CNPJ_ALREADY_EXISTS',
        message: 'CNPJ já está sendo usado por outra organização',
      }),
    ).request('/boom');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: 'ORGANIZATION_CNPJ_ALREADY_EXISTS', message: 'CNPJ já está sendo usado por outra organização' },
    });
  });

  it('carries headers an error asks for (Retry-After)', async () => {
    const res = await appThatThrows(
      new ApiError({ code: 'TOO_MANY_REQUESTS', message: 'Muitas tentativas', headers: { 'Retry-After': '30' } }),
    ).request('/boom');
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('30');
  });

  it("puts Hono's own 4xx in the envelope", async () => {
    const res = await appThatThrows(new HTTPException(400, { message: 'Malformed JSON in request body' })).request(
      '/boom',
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'BAD_REQUEST' } });
  });

  it('turns a zod failure into 400 with every issue in details and the first message on top', async () => {
    const res = await appThatThrows(null).request('/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'a', age: 1.5 }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      error: { code: string; message: string; details: Array<{ path: string; message: string }> };
    };
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.message).toBe('O nome deve ter pelo menos 2 caracteres');
    expect(body.error.details).toEqual([
      { path: 'name', message: 'O nome deve ter pelo menos 2 caracteres' },
      { path: 'age', message: 'Idade inválida' },
    ]);
  });

  it('never logs query parameters', () => {
    const text =
      'Error: Failed query: insert into users (email, password_hash) values ($1, $2)\nparams: ana@x.dev,$2b$12$secret\n    at NeonPreparedQuery.execute (session.ts:1:1)';
    const redacted = withoutQueryParams(text);
    expect(redacted).not.toContain('$2b$12$secret');
    expect(redacted).not.toContain('ana@x.dev');
    expect(redacted).toContain('insert into users');
    expect(redacted).toContain('at NeonPreparedQuery.execute');
  });

  it('maps every code of the closed list to a 4xx or 5xx status', () => {
    for (const status of Object.values(ERROR_STATUS)) expect(status).toBeGreaterThanOrEqual(400);
  });
});
