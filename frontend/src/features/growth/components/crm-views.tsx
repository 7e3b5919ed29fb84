import { useDeferredValue, useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as z from 'zod';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { DeleteAction } from '@/components/delete-action';
import { FormAlert } from '@/components/form-alert';
import { ListScreen } from '@/components/list-screen';
import { QueryContent } from '@/components/query-content';
import { formatDateTime } from '@/lib/format';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useCreateLead, useCreateSubmission, useDeleteLead, useLead, useLeads, useSubmissions } from '../api/crm';
import type { ListQuery } from '@/lib/query-keys/growth';

const formSchema = z.object({
  email: z.string().trim().email('Por favor, insira um e-mail válido'),
  name: z.string().trim().max(120),
  detail: z.string().trim().max(500),
});

/** "Novo lead" or "Novo envio" (a submission finds or creates its lead). */
function CrmDialog({ kind, trigger }: { kind: 'lead' | 'submission'; trigger: ReactElement }) {
  const [open, setOpen] = useState(false);
  const createLead = useCreateLead();
  const createSubmission = useCreateSubmission();
  const form = useForm<z.infer<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { email: '', name: '', detail: '' },
  });
  const { onSubmit, serverError } = useFormSubmit(form, ['email', 'name'], async (v) => {
    if (kind === 'lead')
      await createLead.mutateAsync({ email: v.email, name: v.name || null, phone: v.detail || null });
    else
      await createSubmission.mutateAsync({
        email: v.email,
        name: v.name || null,
        metadata: { source: 'manual', data: { mensagem: v.detail } },
      });
    toast.success(kind === 'lead' ? 'Lead criado' : 'Envio registrado');
    form.reset();
    setOpen(false);
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent title={kind === 'lead' ? 'Novo lead' : 'Novo envio de formulário'}>
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <FormAlert message={serverError} />
          <FormField label="E-mail" error={form.formState.errors.email?.message}>
            <Input type="email" {...form.register('email')} />
          </FormField>
          <FormField label="Nome">
            <Input {...form.register('name')} />
          </FormField>
          <FormField label={kind === 'lead' ? 'Telefone' : 'Mensagem'}>
            <Input {...form.register('detail')} />
          </FormField>
          <div className="flex justify-end">
            <Button type="submit" disabled={form.formState.isSubmitting}>
              Salvar
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function ListControls({
  search,
  onSearch,
  sort,
  onSort,
}: {
  search: string;
  onSearch: (v: string) => void;
  sort: string;
  onSort: (v: string) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Input
        type="search"
        aria-label="Buscar"
        placeholder="Nome ou e-mail"
        className="w-60"
        value={search}
        onChange={(e) => onSearch(e.target.value)}
      />
      <Select
        aria-label="Ordenar"
        className="w-48"
        value={sort}
        onValueChange={onSort}
        options={[
          { value: 'createdAt:desc', label: 'Mais recentes' },
          { value: 'createdAt:asc', label: 'Mais antigos' },
          { value: 'name:asc', label: 'Nome (A–Z)' },
          { value: 'email:asc', label: 'E-mail (A–Z)' },
        ]}
      />
    </div>
  );
}

function useListState() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState('createdAt:desc');
  const [sortBy, sortOrder] = sort.split(':') as [ListQuery['sortBy'], ListQuery['sortOrder']];
  return {
    query: { page, search: useDeferredValue(search), sortBy, sortOrder },
    controls: {
      search,
      onSearch: (v: string) => (setSearch(v), setPage(1)),
      sort,
      onSort: (v: string) => (setSort(v), setPage(1)),
    },
    setPage,
  };
}

export function LeadsTable() {
  const { query: q, controls, setPage } = useListState();
  const query = useLeads(q);
  const remove = useDeleteLead();
  return (
    <ListScreen
      title="Leads"
      label="Leads"
      tools={
        <>
          <ListControls {...controls} />
          <CrmDialog kind="lead" trigger={<Button>Novo lead</Button>} />
        </>
      }
      query={query}
      onPage={setPage}
      loading="Carregando leads…"
      error="Não foi possível carregar os leads."
      empty="Nenhum lead ainda."
      rowKey={(l) => l.id}
      columns={[
        {
          header: 'Nome',
          cell: (l) => (
            <Link to={`/app/leads/${l.id}`} className="text-brand-700 hover:underline">
              {l.name ?? '(sem nome)'}
            </Link>
          ),
        },
        { header: 'E-mail', cell: (l) => l.email },
        { header: 'Envios', cell: (l) => l.submissionCount ?? 0 },
        { header: 'Criado em', cell: (l) => formatDateTime(l.createdAt) },
      ]}
      actions={(l) => (
        <DeleteAction
          label={`Excluir ${l.email}`}
          title="Excluir lead?"
          description="Os envios deste lead também serão excluídos."
          confirmLabel="Excluir"
          success="Lead excluído"
          onConfirm={() => remove.mutateAsync(l.id)}
        />
      )}
    />
  );
}

export function SubmissionsTable() {
  const { query: q, controls, setPage } = useListState();
  const query = useSubmissions(q);
  return (
    <ListScreen
      title="Envios de formulário"
      label="Envios de formulário"
      tools={
        <>
          <ListControls {...controls} />
          <CrmDialog kind="submission" trigger={<Button>Novo envio</Button>} />
        </>
      }
      query={query}
      onPage={setPage}
      loading="Carregando envios…"
      error="Não foi possível carregar os envios."
      empty="Nenhum envio ainda."
      rowKey={(s) => s.id}
      columns={[
        {
          header: 'Lead',
          className: '',
          cell: (s) => (
            <Link to={`/app/leads/${s.leadId}`} className="text-brand-700 hover:underline">
              {s.lead.name ?? s.lead.email}
            </Link>
          ),
        },
        { header: 'Origem', cell: (s) => s.metadata.source ?? '—' },
        { header: 'Recebido em', cell: (s) => formatDateTime(s.createdAt) },
      ]}
    />
  );
}

export function LeadDetail({ id }: { id: string }) {
  const query = useLead(id);
  return (
    <QueryContent query={query} loading="Carregando lead…" error="Lead não encontrado.">
      {(l) => (
        <Card>
          <CardHeader>
            <CardTitle as="h1">{l.name ?? l.email}</CardTitle>
            <p className="text-sm text-slate-600">
              {l.email}
              {l.phone ? ` · ${l.phone}` : ''} · desde {formatDateTime(l.createdAt)}
            </p>
          </CardHeader>
          <CardContent>
            <h2 className="mb-2 text-sm font-semibold">Envios ({l.submissions?.length ?? 0})</h2>
            <ul className="divide-y divide-slate-100 text-sm">
              {(l.submissions ?? []).map((s) => (
                <li key={s.id} className="py-2">
                  <span className="font-medium">{s.metadata.source ?? 'sem origem'}</span> ·{' '}
                  {formatDateTime(s.createdAt)}
                  {s.metadata.data !== undefined && (
                    <pre className="mt-1 overflow-x-auto rounded bg-slate-50 p-2 text-xs">
                      {JSON.stringify(s.metadata.data, null, 2)}
                    </pre>
                  )}
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
    </QueryContent>
  );
}
