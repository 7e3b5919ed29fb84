import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toaster';
import { ApiClientError } from '@/lib/api-client';
import { toastError } from '@/lib/toast-error';
import { useEmailChoices, useSetEmailChoice } from '../api/notifications';

/**
 * "E-mails de pedidos": which order e-mails reach this person in the active organization. Each
 * switch saves at once and stays usable while another saves (each save changes only its own choice),
 * so the keyboard's focus stays where it was; the bell keeps showing everything.
 */
export function EmailChoicesCard({ organizationName }: { organizationName?: string }) {
  const query = useEmailChoices();
  const save = useSetEmailChoice();
  // Someone with no organization here (a supplier's person) has no order e-mails to choose.
  if (query.isError && query.error instanceof ApiClientError && query.error.status === 403) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>E-mails de pedidos</CardTitle>
        <CardDescription>
          O que chega ao seu e-mail{organizationName ? ` em ${organizationName}` : ''}. O sino mostra tudo, sempre;
          e-mails da conta (acesso, convites, cobrança) não se desligam.
        </CardDescription>
      </CardHeader>
      <CardContent className="divide-y divide-slate-100">
        {query.isPending ? (
          <p className="py-3 text-sm text-slate-500">Carregando suas escolhas…</p>
        ) : query.isError ? (
          <p role="alert" className="py-3 text-sm text-red-700">
            Não foi possível carregar suas escolhas de e-mail. Tente de novo em instantes.
          </p>
        ) : (
          query.data.choices.map((choice) => (
            <div key={choice.key} className="flex items-center justify-between gap-4 py-3">
              <div>
                <p className="text-sm font-medium">{choice.label}</p>
                <p id={`email-choice-${choice.key}`} className="text-xs text-slate-500">
                  {choice.description}
                </p>
              </div>
              <Switch
                label={choice.label}
                checked={choice.email}
                describedBy={`email-choice-${choice.key}`}
                onCheckedChange={(email) =>
                  save.mutate(
                    { key: choice.key, email },
                    {
                      onSuccess: () =>
                        toast.success(email ? `Você vai receber: ${choice.label}` : `Sem e-mail: ${choice.label}`),
                      onError: (e) => toastError(e),
                    },
                  )
                }
              />
            </div>
          ))
        )}
      </CardContent>
    </Card>
  );
}
