/** A field the API refused, and why (the error envelope's details). */
export interface ApiErrorDetail {
  path: string;
  message: string;
}

/** The API's error envelope (code, pt-BR message, details, request id) as an exception. */
export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ApiErrorDetail[] = [],
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
}
