import { forwardRef, useState, type FormEvent, type SelectHTMLAttributes } from 'react';
import { FileDown, ShieldAlert, ShieldCheck } from 'lucide-react';
import { AUDIT_ACTIONS } from '../../../../../functions/platform/audit-actions';
import { AUDIT_ACTOR_TYPE, AUDIT_TARGET_LABELS, auditChangeLines } from '@api/audit/audit-words';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { QueryContent } from '@/components/query-content';
import { cn } from '@/lib/cn';
import { formatCount, formatDateTime } from '@/lib/format';
import { toastError } from '@/lib/toast-error';
import {
  auditExportUrl,
  useAuditLog,
  useAuditVerification,
  type AuditEntry,
  type AuditFilters,
  type AuditScope,
  type AuditVerification,
} from '../api/audit-log';

type Option = { value: string; label: string };

const ALL = 'all';
const ACTION_OPTIONS = [
  { value: ALL, label: 'Todas as ações' },
  ...Object.entries(AUDIT_ACTIONS)
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR')),
];
const TARGET_OPTIONS = [
  { value: ALL, label: 'Todos os alvos' },
  ...Object.entries(AUDIT_TARGET_LABELS).map(([value, label]) => ({ value, label })),
];
const BROKEN_REASONS: Record<NonNullable<AuditVerification['firstBroken']>['reason'], string> = {
  hash_mismatch: 'o conteúdo da entrada foi alterado',
  prev_hash_mismatch: 'a entrada não aponta para a anterior',
  seq_gap: 'faltam entradas antes desta (foram apagadas)',
  missing_tail: 'as últimas entradas foram apagadas',
  head_mismatch: 'a última entrada não é a registrada na cabeça da cadeia',
};

/** "Papel: Membro → Administrador", one line per field changed, every value in words. */
function Changes({ changes, action }: { changes: AuditEntry['changes']; action: AuditEntry['action'] }) {
  const lines = auditChangeLines(changes as Parameters<typeof auditChangeLines>[0], action);
  if (lines.length === 0) return <span className="text-slate-400">—</span>;
  return (
    <ul className="space-y-0.5 text-xs text-slate-600">
      {lines.map((c) => (
        <li key={c.field} className="break-words">
          <span className="font-medium text-slate-700">{c.field}</span>:{' '}
          {c.before === null ? c.after : `${c.before} → ${c.after}`}
        </li>
      ))}
    </ul>
  );
}

function VerifyResult({ result }: { result: AuditVerification }) {
  if (result.ok)
    return (
      <p role="status" className="flex items-start gap-2 rounded-md bg-green-50 p-3 text-sm text-green-800">
        <ShieldCheck className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        Cadeia íntegra: {formatCount(result.checked)} entradas conferidas, nenhuma alterada ou apagada.
      </p>
    );
  const broken = result.firstBroken!;
  return (
    <p role="alert" className="flex items-start gap-2 rounded-md bg-red-50 p-3 text-sm text-red-800">
      <ShieldAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <span>
        Cadeia quebrada na entrada nº {broken.seq}
        {broken.createdAt ? ` (${formatDateTime(broken.createdAt)})` : ''}: {BROKEN_REASONS[broken.reason]}.{' '}
        {formatCount(result.checked)} entradas anteriores conferem.
      </span>
    </p>
  );
}

/**
 * A native select: the action list is long (30+), and the browser's own list scrolls, fits small
 * screens and reads well to screen readers.
 */
const NativeSelect = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement> & { options: Option[] }>(
  ({ options, className, ...props }, ref) => (
    <select
      ref={ref}
      className={cn('flex h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm', className)}
      {...props}
    >
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  ),
);
NativeSelect.displayName = 'NativeSelect';

function FiltersForm({ onApply }: { onApply: (filters: AuditFilters) => void }) {
  const [action, setAction] = useState(ALL);
  const [targetType, setTargetType] = useState(ALL);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [q, setQ] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (from && to && from > to) return setError('O início deve ser antes do fim');
    setError(undefined);
    onApply({
      // The options are the API's own actions (AUDIT_ACTIONS): the select's text is one of them.
      action: action === ALL ? undefined : (action as AuditFilters['action']),
      targetType: targetType === ALL ? undefined : targetType,
      from: from || undefined,
      to: to || undefined,
      q: q.trim() || undefined,
    });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 p-5 sm:grid-cols-2 lg:grid-cols-6" aria-label="Filtros do registro">
      <div className="lg:col-span-2">
        <FormField label="Ação">
          <NativeSelect value={action} onChange={(e) => setAction(e.target.value)} options={ACTION_OPTIONS} />
        </FormField>
      </div>
      <FormField label="Alvo">
        <NativeSelect value={targetType} onChange={(e) => setTargetType(e.target.value)} options={TARGET_OPTIONS} />
      </FormField>
      <FormField label="De" error={error}>
        <Input type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
      </FormField>
      <FormField label="Até">
        <Input type="date" value={to} onChange={(e) => setTo(e.target.value)} />
      </FormField>
      <FormField label="Busca" hint="Autor, alvo ou IP">
        <Input type="search" value={q} maxLength={100} onChange={(e) => setQ(e.target.value)} />
      </FormField>
      <div className="flex items-end sm:col-span-2 lg:col-span-6">
        <Button type="submit" variant="secondary" size="sm">
          Filtrar
        </Button>
      </div>
    </form>
  );
}

function EntryCard({ entry }: { entry: AuditEntry }) {
  return (
    <li className="space-y-1.5 p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Badge variant="secondary">{entry.actionLabel}</Badge>
        <span className="text-xs text-slate-500">{formatDateTime(entry.createdAt)}</span>
      </div>
      <p className="break-words text-sm">
        <span className="font-medium">{entry.actor.label ?? AUDIT_ACTOR_TYPE[entry.actor.type]}</span>
        <span className="text-slate-500"> · {AUDIT_ACTOR_TYPE[entry.actor.type]}</span>
      </p>
      <p className="break-words text-sm text-slate-700">
        {AUDIT_TARGET_LABELS[entry.target.type] ?? entry.target.type}: {entry.target.label ?? entry.target.id ?? '—'}
      </p>
      <Changes changes={entry.changes} action={entry.action} />
      {entry.ip && <p className="text-xs text-slate-500">IP {entry.ip}</p>}
    </li>
  );
}

/**
 * The audit log with its filters, pages (newest first), CSV export and integrity check: the
 * organization's for its owners, the platform's in the operator console.
 */
export function AuditLogPanel({ scope }: { scope: AuditScope }) {
  const [filters, setFilters] = useState<AuditFilters>({});
  // The cursors of the pages seen so far: back is a pop, forward a push of the page's nextCursor.
  const [cursors, setCursors] = useState<(number | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const query = useAuditLog(scope, filters, cursor);
  const verify = useAuditVerification(scope);
  const apply = (next: AuditFilters) => {
    setFilters(next);
    setCursors([null]);
  };
  return (
    <Card>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <CardTitle>{scope === 'platform' ? 'Auditoria da plataforma' : 'Auditoria'}</CardTitle>
          <CardDescription>
            {scope === 'platform'
              ? 'Chaves e webhooks de fornecedores e tentativas de entrada de e-mails sem organização.'
              : 'Quem fez o quê: entradas, papéis, convites, chaves, webhooks, integrações, aprovações, orçamentos, plano e respostas de fornecedores. Gratuito guarda 90 dias; Pro, 2 anos.'}
          </CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            disabled={verify.isFetching}
            onClick={() => verify.refetch().then((r) => r.error && toastError(r.error))}
          >
            <ShieldCheck className="h-4 w-4" aria-hidden />
            {verify.isFetching ? 'Verificando…' : 'Verificar integridade'}
          </Button>
          <Button asChild variant="outline" size="sm">
            <a href={auditExportUrl(scope, filters)} download>
              <FileDown className="h-4 w-4" aria-hidden />
              Exportar CSV
            </a>
          </Button>
        </div>
      </CardHeader>
      <CardContent className="p-0">
        {verify.data && (
          <div className="px-5 pb-2" aria-live="polite">
            <VerifyResult result={verify.data} />
          </div>
        )}
        <FiltersForm onApply={apply} />
        <QueryContent
          query={query}
          loading="Carregando o registro…"
          error="Não foi possível carregar o registro de auditoria."
          empty="Nenhuma entrada com esses filtros."
          isEmpty={(d) => d.data.length === 0}
          className="p-5 text-sm"
        >
          {(page) => (
            <>
              <div className="hidden md:block">
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>Quando</TableHead>
                      <TableHead>Ação</TableHead>
                      <TableHead>Quem</TableHead>
                      <TableHead>Alvo</TableHead>
                      <TableHead>Alterações</TableHead>
                      <TableHead>Origem</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {page.data.map((e) => (
                      <TableRow key={e.id}>
                        <TableCell className="whitespace-nowrap align-top">{formatDateTime(e.createdAt)}</TableCell>
                        <TableCell className="align-top">
                          <Badge variant="secondary">{e.actionLabel}</Badge>
                        </TableCell>
                        <TableCell className="max-w-56 break-words align-top">
                          {e.actor.label ?? '—'}
                          <div className="text-xs text-slate-500">{AUDIT_ACTOR_TYPE[e.actor.type]}</div>
                        </TableCell>
                        <TableCell className="max-w-56 break-words align-top">
                          {e.target.label ?? e.target.id ?? '—'}
                          <div className="text-xs text-slate-500">
                            {AUDIT_TARGET_LABELS[e.target.type] ?? e.target.type}
                          </div>
                        </TableCell>
                        <TableCell className="max-w-72 align-top">
                          <Changes changes={e.changes} action={e.action} />
                        </TableCell>
                        <TableCell className="max-w-48 align-top text-xs text-slate-500">
                          {e.ip ?? '—'}
                          {e.userAgent && (
                            <div className="truncate" title={e.userAgent}>
                              {e.userAgent}
                            </div>
                          )}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </div>
              <ul className="divide-y divide-slate-100 md:hidden" aria-label="Entradas do registro">
                {page.data.map((e) => (
                  <EntryCard key={e.id} entry={e} />
                ))}
              </ul>
              <nav
                aria-label="Páginas do registro"
                className="flex items-center justify-between gap-2 border-t border-slate-200 p-4"
              >
                <Button
                  variant="outline"
                  size="sm"
                  disabled={cursors.length === 1}
                  onClick={() => setCursors((c) => c.slice(0, -1))}
                >
                  Mais recentes
                </Button>
                <span className="text-xs text-slate-500">Página {cursors.length}</span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={page.nextCursor === null}
                  onClick={() => setCursors((c) => [...c, page.nextCursor])}
                >
                  Anteriores
                </Button>
              </nav>
            </>
          )}
        </QueryContent>
      </CardContent>
    </Card>
  );
}
