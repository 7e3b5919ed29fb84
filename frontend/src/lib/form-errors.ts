import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiClientError } from './api-client';

/**
 * Puts the API's validation details on their fields and returns the message to
 * show above the form (the error's own message, or a generic one).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): string {
  if (!(error instanceof ApiClientError)) return 'Algo deu errado. Tente novamente.';
  let placed = false;
  for (const detail of error.details) {
    if ((fields as readonly string[]).includes(detail.path)) {
      setError(detail.path as Path<T>, { type: 'server', message: detail.message });
      placed = true;
    }
  }
  return placed ? '' : error.message;
}
