import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { toastError } from '@/lib/toast-error';
import { ConfirmDialog } from './confirm-dialog';

/** A row's destructive action: a trash icon that asks first, then says how it went. */
export function DeleteAction({
  label,
  title,
  description,
  confirmLabel,
  success,
  onConfirm,
}: {
  label: string;
  title: string;
  description: string;
  confirmLabel: string;
  success: string;
  onConfirm: () => Promise<unknown>;
}) {
  return (
    <ConfirmDialog
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      onConfirm={() => onConfirm().then(() => toast.success(success), toastError)}
      trigger={
        <Button variant="ghost" size="icon" aria-label={label}>
          <Trash2 className="h-4 w-4" aria-hidden />
        </Button>
      }
    />
  );
}
