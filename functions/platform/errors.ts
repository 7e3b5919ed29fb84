import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The closed list of error codes and the status each one answers with. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  /** The spec's "Not allowed" (unauthorized) for operator-only writes. */
  NOT_ALLOWED: 401,
  NO_ACTIVE_ORGANIZATION: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  /** A call with the same Idempotency-Key is still running: the same call again, in a moment, gets its answer. */
  IDEMPOTENCY_IN_PROGRESS: 409,
  /** A link past its time (a cotação's answer link after the deadline). */
  GONE: 410,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
  // Codes named by the product specification.
  ERR_BAD_REQUEST: 400,
  ERR_USER_EXISTS: 400,
  ERR_INVALID_TOKEN: 400,
  ERR_UNAUTHORIZED: 401,
  ERR_INTERNAL: 500,
  ORGANIZATION_CNPJ_ALREADY_EXISTS: 400,
  // Bad input is never a 500: the spec's code and messages, with a 4xx status.
  PRODUCT_CREATION_FAILED: 400,
  CUSTOMER_NOT_FOUND: 404,
  PLAN_NOT_FOUND: 404,
  PRICE_NOT_FOUND: 404,
  PRICE_PROVIDER_ID_MISSING: 400,
  /** A plan limit (leads, submissions, seats) would be passed: upgrade to go on. */
  PLAN_QUOTA_EXCEEDED: 403,
  /** The payment provider did not give us what we asked for (checkout or portal URL, items). */
  PAYMENT_PROVIDER_ERROR: 502,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorDetail {
  path: string;
  message: string;
}

export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly details?: ErrorDetail[];
  readonly headers?: Record<string, string>;

  constructor(options: {
    code: ErrorCode;
    message: string;
    details?: ErrorDetail[];
    headers?: Record<string, string>;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.code = options.code;
    this.details = options.details;
    this.headers = options.headers;
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: ErrorDetail[]; requestId: string };
}

export function errorBody(error: ApiError, requestId: string): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
      requestId,
    },
  };
}

export const notFound = (message: string) => new ApiError({ code: 'NOT_FOUND', message });
