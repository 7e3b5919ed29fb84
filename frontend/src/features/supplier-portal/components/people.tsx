import { useState } from 'react';
import { QueryContent } from '@/components/query-content';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { ApiClientError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useInvitePerson, useSupplierPeople } from '../api/portal';
import { SUPPLIER_PERSON_ROLE } from '@api/supplier-portal/supplier-role-vocabulary';

/** Who answers for the supplier, pending invitations, and (admins) an invitation form. */
export function People({ canInvite }: { canInvite: boolean }) {
  const people = useSupplierPeople();
  const invite = useInvitePerson();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'admin' | 'staff'>('staff');
  const [error, setError] = useState<string>();
  return (
    <div className="space-y-4">
      <Card>
        <CardHeader>
          <CardTitle>Equipe</CardTitle>
        </CardHeader>
        <CardContent>
          <QueryContent query={people} loading="Carregando a equipe…" error="Não foi possível carregar a equipe.">
            {(data) => (
              <ul className="divide-y divide-slate-100 text-sm">
                {data.people.map((p) => (
                  <li key={p.id} className="flex flex-wrap justify-between gap-2 py-2">
                    <span>
                      {p.name} <span className="text-slate-500">· {p.email}</span>
                    </span>
                    <span>{SUPPLIER_PERSON_ROLE[p.role].label}</span>
                  </li>
                ))}
                {data.pending.map((i) => (
                  <li key={i.id} className="flex flex-wrap justify-between gap-2 py-2 text-slate-600">
                    <span>
                      {i.email} (convite pendente até {formatDateTime(i.expiresAt)})
                    </span>
                    <span>{SUPPLIER_PERSON_ROLE[i.role as 'admin' | 'staff'].label}</span>
                  </li>
                ))}
              </ul>
            )}
          </QueryContent>
        </CardContent>
      </Card>
      {canInvite && (
        <Card>
          <CardHeader>
            <CardTitle>Convidar pessoa</CardTitle>
          </CardHeader>
          <CardContent>
            <form
              className="flex flex-wrap items-end gap-3"
              onSubmit={(e) => {
                e.preventDefault();
                setError(undefined);
                invite.mutate(
                  { email, role },
                  {
                    onSuccess: () => {
                      toast.success('Convite enviado por e-mail');
                      setEmail('');
                    },
                    onError: (err) =>
                      setError(err instanceof ApiClientError ? err.message : 'Não foi possível convidar.'),
                  },
                );
              }}
            >
              <div className="w-full sm:w-64">
                <FormField label="E-mail" error={error}>
                  <Input type="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
                </FormField>
              </div>
              <div className="w-40">
                <FormField label="Papel">
                  <Select
                    value={role}
                    onValueChange={(v) => setRole(v as 'admin' | 'staff')}
                    options={[
                      { value: 'staff', label: SUPPLIER_PERSON_ROLE.staff.label },
                      { value: 'admin', label: SUPPLIER_PERSON_ROLE.admin.label },
                    ]}
                  />
                </FormField>
              </div>
              <Button type="submit" disabled={invite.isPending}>
                Convidar
              </Button>
            </form>
          </CardContent>
        </Card>
      )}
    </div>
  );
}
