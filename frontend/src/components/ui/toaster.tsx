import { Toaster as Sonner } from 'sonner';

/** Toasts (sonner): announced politely to screen readers, dismissible by keyboard. */
export function Toaster() {
  return <Sonner position="top-right" richColors closeButton toastOptions={{ duration: 5000 }} />;
}
export { toast } from 'sonner';
