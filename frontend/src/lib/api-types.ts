import type { hc, InferResponseType } from 'hono/client';
import type { createApiV1 } from '../../../functions/app';

/**
 * The API as the server's own router types it (Hono RPC, types only: nothing of the server is
 * bundled). Feature api files derive their response shapes from here, so renaming a response field
 * on the server fails `npm run typecheck` in the SPA.
 */
export type ApiClient = ReturnType<typeof hc<ReturnType<typeof createApiV1>>>;

/** What an endpoint answers on success, e.g. `ApiResponse<ApiClient['purchase-orders'][':id']['$get']>`. */
export type ApiResponse<Endpoint> = InferResponseType<Endpoint, 200 | 201>;
