import { toast } from 'sonner';
import { ApiClientError } from './api-client';

/** One way to tell the user an action failed. */
export function toastError(error: unknown, fallback = 'Não foi possível concluir a ação.') {
  toast.error(error instanceof ApiClientError ? error.message : fallback);
}
