import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, Download, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiClientError } from '@/lib/api-client';
import { toastError } from '@/lib/toast-error';
import { useDeleteAccount, useDownloadMyData } from '../api/privacy';

/** "Privacidade e dados": the person's LGPD rights exercised here — a copy of their data, and deletion. */
export function PrivacyCard({ user }: { user: { id: string; email: string } }) {
  const download = useDownloadMyData();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Privacidade e dados</CardTitle>
        <CardDescription>
          Pela LGPD, você pode receber uma cópia dos seus dados e excluir sua conta a qualquer momento.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <section aria-labelledby="meus-dados" className="space-y-2">
          <h3 id="meus-dados" className="text-sm font-semibold">
            Meus dados
          </h3>
          <p className="text-sm text-slate-600">
            Um arquivo JSON com seu perfil, organizações, sessões, pedidos que você fez, leads que cadastrou, listas e o
            que o registro de auditoria guarda sobre você. Senhas e chaves nunca vão no arquivo.
          </p>
          <Button
            variant="outline"
            disabled={download.isPending}
            onClick={() =>
              download.mutate(undefined, {
                onSuccess: () => toast.success('Arquivo com seus dados baixado'),
                onError: (e) => toastError(e),
              })
            }
          >
            <Download className="h-4 w-4" aria-hidden />
            {download.isPending ? 'Preparando o arquivo…' : 'Baixar meus dados'}
          </Button>
        </section>
        <section
          aria-labelledby="zona-de-perigo"
          className="space-y-2 rounded-lg border border-red-200 bg-red-50/50 p-4"
        >
          <h3 id="zona-de-perigo" className="flex items-center gap-2 text-sm font-semibold text-red-800">
            <AlertTriangle className="h-4 w-4" aria-hidden /> Excluir minha conta
          </h3>
          <p className="text-sm text-slate-700">
            A exclusão é definitiva: seus dados pessoais são apagados e você sai de todas as organizações.
          </p>
          <DeleteAccountDialog user={user} />
        </section>
      </CardContent>
    </Card>
  );
}

function DeleteAccountDialog({ user }: { user: { id: string; email: string } }) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<{ message: string; owner: boolean } | null>(null);
  const remove = useDeleteAccount(user.id);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const matches = email.trim().toLowerCase() === user.email.toLowerCase();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!matches) {
      setError({ message: 'Digite exatamente o e-mail da sua conta', owner: false });
      return;
    }
    setError(null);
    remove.mutate(email, {
      onSuccess: () => {
        // Off the signed-in area first, so nothing there asks for the ended session and lands on sign-in.
        void navigate('/', { replace: true });
        queryClient.clear();
        toast.success('Sua conta foi excluída. Enviamos uma confirmação para o seu e-mail.');
      },
      onError: (e) => {
        if (e instanceof ApiClientError && (e.status === 409 || e.status === 400))
          setError({ message: e.message, owner: e.status === 409 });
        else toastError(e);
      },
    });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          setEmail('');
          setError(null);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="destructive">
          <Trash2 className="h-4 w-4" aria-hidden /> Excluir minha conta
        </Button>
      </DialogTrigger>
      <DialogContent title="Excluir sua conta?" description="Não dá para desfazer. Veja o que acontece:">
        <form
          onSubmit={submit}
          noValidate
          className="max-h-[70vh] space-y-4 overflow-y-auto pr-1"
          aria-label="Excluir minha conta"
        >
          <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
            <li>Seu nome, e-mail, foto e senha são apagados, e as contas do Google ou GitHub são desvinculadas.</li>
            <li>Todas as suas sessões terminam, inclusive esta.</li>
            <li>As chaves de API que você criou são desativadas.</li>
            <li>
              Os pedidos que você fez continuam no histórico da organização, como “Pessoa removida”; listas e leads que
              você criou ficam com a organização.
            </li>
            <li>
              Uma organização só sua e sem pedidos é excluída junto. Se você é dono de uma organização com outras
              pessoas ou pedidos, exclua-a antes.
            </li>
          </ul>
          {error?.owner && (
            <div role="alert" className="space-y-1 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
              <p>{error.message}</p>
              <Link to="/app/settings/organization" className="font-medium underline">
                Abrir as configurações da organização
              </Link>
            </div>
          )}
          <p className="text-sm text-slate-700">
            Para confirmar, digite <strong className="break-all">{user.email}</strong>
          </p>
          <FormField label="E-mail da conta" error={error && !error.owner ? error.message : undefined}>
            <Input type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
          </FormField>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancelar
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={!matches || remove.isPending}>
              {remove.isPending ? 'Excluindo…' : 'Excluir definitivamente'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
