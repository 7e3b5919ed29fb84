import type { ComponentProps } from 'react';
import { Pencil } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * A row's pencil: the icon button that opens the row's edit dialog. `label` names the row for assistive
 * technology ("Editar …", "Renomear …"); the rest (the dialog trigger's ref and handlers) reaches the button.
 */
export function EditButton({ label, ...props }: { label: string } & ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" aria-label={label} {...props}>
      <Pencil className="h-4 w-4" aria-hidden />
    </Button>
  );
}
