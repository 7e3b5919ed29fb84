import { useState } from 'react';
import { Copy } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';

/** A secret shown once, with a copy button. */
export function SecretReveal({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">Copie agora: por segurança, ela não será exibida novamente.</p>
      <code data-testid="new-api-key" className="block break-all rounded-md bg-slate-100 p-3 text-sm">
        {secret}
      </code>
      <div className="flex justify-end gap-2">
        <Button
          variant="outline"
          onClick={() =>
            navigator.clipboard.writeText(secret).then(
              () => toast.success('Chave copiada'),
              () => toast.error('Não foi possível copiar'),
            )
          }
        >
          <Copy className="h-4 w-4" aria-hidden /> Copiar
        </Button>
        <Button onClick={onDone}>Concluir</Button>
      </div>
    </div>
  );
}

/** A "create, then show the secret once" dialog's state: closing forgets the secret and resets the form. */
export function useSecretDialog(reset: () => void) {
  const [open, setOpen] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setSecret(null);
      reset();
    }
  };
  return { open, secret, setSecret, onOpenChange, done: () => onOpenChange(false) };
}
