import { hc, type ClientResponse, type InferRequestType, type InferResponseType } from 'hono/client';
import type { createApiV1 } from '@api/app';
import { unauthorized } from './unauthorized';
import { ApiClientError, type ApiErrorDetail } from './api-error';
import { forgetEarly, takeEarly } from './early-answers';

// Every caller reads the API's error from here; the class lives apart so the shell's query client
// can test for it without the client itself in the entry bundle.
export { ApiClientError, type ApiErrorDetail };

/**
 * The single HTTP client of the SPA (decision 0045): every route typed by the server's own, same-origin
 * cookies, the API's error envelope as an ApiClientError, 401 handled once.
 */

/** The API's error envelope as an ApiClientError; a 401 also runs the app's sign-in redirect. */
function errorOf(status: number, data: unknown): ApiClientError {
  const envelope = (
    data as { error?: { code?: string; message?: string; details?: ApiErrorDetail[]; requestId?: string } } | undefined
  )?.error;
  if (status === 401) {
    forgetEarly();
    unauthorized();
  }
  return new ApiClientError(
    status,
    envelope?.code ?? 'UNKNOWN',
    envelope?.message ?? 'Algo deu errado. Tente novamente.',
    envelope?.details ?? [],
    envelope?.requestId,
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The API's router, typed from the server's own routes (types only: nothing of the server is bundled). */
type Api = ReturnType<typeof createApiV1>;

/** Same-origin cookies and the JSON the API speaks; a fetch that cannot reach the server says so in Portuguese. */
const appFetch: typeof fetch = async (input, init) => {
  try {
    const isGet = (init?.method ?? 'GET') === 'GET';
    if (!isGet) forgetEarly();
    const early = isGet && typeof input === 'string' ? takeEarly(input) : undefined;
    return await (early ?? fetch(input, { ...init, credentials: 'same-origin' }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiClientError(
      0,
      'NETWORK_ERROR',
      'Sem conexão com o servidor. Verifique sua internet e tente novamente.',
    );
  }
};

/**
 * Every route of /api/v1 with its path, parameters, query and body typed by the server's validators:
 * `client.lead[':id'].$get({ param: { id } })`. A path, parameter or field the API does not accept
 * fails `npm run typecheck`.
 */
export const client = hc<Api>('/api/v1', { fetch: appFetch, headers: { Accept: 'application/json' } });

/** What an endpoint answers on success, e.g. `Answer<typeof client.lead.$get>`. */
export type Answer<Endpoint> = InferResponseType<Endpoint, 200 | 201>;

/** The JSON body an endpoint accepts, e.g. `Body<typeof client.lead.$post>`: a form's values are typed by the route. */
export type Body<Endpoint> = InferRequestType<Endpoint> extends { json: infer Json } ? Json : never;

/** A response's success body, as its route declares it. */
type Success<R> =
  R extends ClientResponse<infer Data, infer Status> ? (Status extends 200 | 201 ? Data : never) : never;

/** Awaits a `client` call: its 2xx body, else an ApiClientError with the API's pt-BR message (a 401 goes to sign-in). */
export async function unwrap<R extends ClientResponse<unknown, number>>(call: Promise<R>): Promise<Success<R>> {
  const res = await call;
  const text = await res.text();
  const data: unknown = text ? safeJson(text) : undefined;
  if (res.ok) return data as Success<R>;
  throw errorOf(res.status, data);
}

/**
 * A query string's values as the API reads them (text): numbers and booleans written out, empty ones
 * left off, so a screen keeps its filters typed as what they are.
 */
export function asQuery<T extends Record<string, string | number | boolean | null | undefined>>(values: T) {
  return Object.fromEntries(
    Object.entries(values)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .map(([key, value]) => [key, String(value)]),
  ) as { [K in keyof T]?: NonNullable<T[K]> extends string ? NonNullable<T[K]> : string };
}
