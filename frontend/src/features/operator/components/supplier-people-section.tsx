import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { QueryContent } from '@/components/query-content';
import { ApiClientError } from '@/lib/api-client';
import { useInviteSupplierPerson, useSupplierPeople, type SupplierPersonInvite } from '../api/operator';
import { SUPPLIER_PERSON_ROLE } from '@api/supplier-portal/supplier-role-vocabulary';

/** The supplier's people and pending invitations, and an invitation to send: in the supplier's dialog. */
export function SupplierPeopleSection({ supplierId, supplierName }: { supplierId: string; supplierName: string }) {
  const people = useSupplierPeople(supplierId);
  const invite = useInviteSupplierPerson(supplierId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<SupplierPersonInvite['role']>('admin');
  const [error, setError] = useState<string>();
  return (
    <section aria-labelledby="pessoas-do-fornecedor" className="space-y-3 border-t border-slate-100 pt-4">
      <h3 id="pessoas-do-fornecedor" className="text-sm font-semibold">
        Pessoas de {supplierName}
      </h3>
      <QueryContent query={people} loading="Carregando pessoas…" error="Não foi possível carregar as pessoas.">
        {(p) =>
          p.people.length + p.pending.length === 0 ? (
            <p className="text-sm text-slate-500">Ninguém ainda: convide quem vai atender os pedidos no portal.</p>
          ) : (
            <ul className="space-y-1 text-sm" aria-label={`Pessoas de ${supplierName}`}>
              {p.people.map((person) => (
                <li key={person.id} className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{person.name}</span>
                  <span className="break-all text-slate-500">{person.email}</span>
                  <Badge variant="secondary">{SUPPLIER_PERSON_ROLE[person.role].label}</Badge>
                </li>
              ))}
              {p.pending.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center gap-2">
                  <span className="break-all">{invitation.email}</span>
                  <Badge variant="warning">Convite pendente · {SUPPLIER_PERSON_ROLE[invitation.role].label}</Badge>
                </li>
              ))}
            </ul>
          )
        }
      </QueryContent>
      <form
        noValidate
        className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          setError(undefined);
          if (!/^\S+@\S+\.\S+$/.test(email.trim())) {
            setError('Por favor, insira um e-mail válido');
            return;
          }
          invite.mutate(
            { email: email.trim(), role },
            {
              onSuccess: () => {
                toast.success(`Convite enviado para ${email.trim()}`);
                setEmail('');
              },
              onError: (err) => setError(err instanceof ApiClientError ? err.message : 'Não foi possível convidar.'),
            },
          );
        }}
      >
        <FormField label="E-mail da pessoa" error={error}>
          <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} autoComplete="off" />
        </FormField>
        <FormField label="Papel">
          <Select
            value={role}
            onValueChange={(v) => setRole(v as SupplierPersonInvite['role'])}
            options={[
              { value: 'admin', label: SUPPLIER_PERSON_ROLE.admin.label },
              { value: 'staff', label: SUPPLIER_PERSON_ROLE.staff.label },
            ]}
          />
        </FormField>
        <Button type="submit" variant="outline" disabled={invite.isPending}>
          {invite.isPending ? 'Enviando…' : 'Convidar'}
        </Button>
      </form>
    </section>
  );
}
