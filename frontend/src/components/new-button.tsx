import type { ComponentProps } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';

/**
 * A list's "new" button: the plus and what it creates ("Novo produto"). The rest (a dialog trigger's ref
 * and handlers) reaches the button.
 */
export function NewButton({ children, ...props }: ComponentProps<typeof Button>) {
  return (
    <Button {...props}>
      <Plus className="h-4 w-4" aria-hidden /> {children}
    </Button>
  );
}
