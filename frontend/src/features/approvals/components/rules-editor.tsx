import { useId, useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { FormAlert } from '@/components/form-alert';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toaster';
import { ApiClientError } from '@/lib/api-client';
import { useSaveRules, useScopeOptions, type Rule, type RulesBody } from '../api/approvals';
import {
  APPROVER_CHOICES,
  floorsOf,
  formatAmount,
  newRow,
  problemsOf,
  rowsFromRules,
  rulesFromRows,
  type ApproverChoice,
  type RuleRow,
  type Scope,
} from './rule-bands';

/** What a band may be scoped to, by name; `pending` while the lists are still on their way. */
export type ScopeChoices = {
  suppliers: { id: string; name: string }[];
  categories: { id: string; name: string }[];
  pending: boolean;
};

const SCOPES: { value: Scope; label: string }[] = [
  { value: 'general', label: 'Todos os pedidos' },
  { value: 'supplier', label: 'Um fornecedor' },
  { value: 'category', label: 'Uma categoria' },
];

function BandRow({
  row,
  index,
  floor,
  scopes,
  problem,
  showProblem,
  onChange,
  onRemove,
}: {
  row: RuleRow;
  index: number;
  floor: number;
  scopes: ScopeChoices;
  problem?: string;
  showProblem: boolean;
  onChange: (row: RuleRow) => void;
  onRemove?: () => void;
}) {
  const scopeOptions = row.scope === 'supplier' ? scopes.suppliers : scopes.categories;
  return (
    <fieldset className="rounded-md border border-slate-200 p-3" aria-label={`Faixa ${index + 1}`}>
      <legend className="px-1 text-sm font-semibold">Faixa {index + 1}</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FormField label="Vale para">
          <Select
            value={row.scope}
            onValueChange={(scope) => onChange({ ...row, scope: scope as Scope, scopeId: '' })}
            options={SCOPES}
          />
        </FormField>
        {row.scope !== 'general' ? (
          <FormField label={row.scope === 'supplier' ? 'Fornecedor' : 'Categoria'}>
            <Select
              value={row.scopeId}
              onValueChange={(scopeId) => onChange({ ...row, scopeId })}
              options={scopeOptions.map((o) => ({ value: o.id, label: o.name }))}
              placeholder={scopes.pending ? 'Carregando…' : 'Escolha'}
            />
          </FormField>
        ) : (
          <div className="hidden lg:block" />
        )}
        <FormField
          label="Até (R$)"
          hint={`Acima de R$ ${formatAmount(floor)}; vazio: sem teto`}
          error={showProblem ? problem : undefined}
        >
          <MoneyInput
            placeholder="sem teto"
            value={row.ceiling}
            onChange={(e) => onChange({ ...row, ceiling: e.target.value })}
          />
        </FormField>
        <FormField label="Aprovação">
          <Select
            value={row.approvers}
            onValueChange={(approvers) => onChange({ ...row, approvers: approvers as ApproverChoice })}
            options={APPROVER_CHOICES}
          />
        </FormField>
      </div>
      {onRemove && (
        <div className="mt-2 flex justify-end">
          <Button type="button" variant="ghost" size="sm" onClick={onRemove}>
            <Trash2 className="h-4 w-4" aria-hidden /> Remover faixa {index + 1}
          </Button>
        </div>
      )}
    </fieldset>
  );
}

/** The owner's own orders: approved at creation (off, the default) or through the rules like anyone's. */
function OwnerOrdersSwitch({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const hint = useId();
  return (
    <div className="flex items-start gap-3 rounded-md border border-slate-200 p-3">
      <Switch
        label="Pedidos do dono também precisam de aprovação"
        checked={checked}
        onCheckedChange={onChange}
        describedBy={hint}
      />
      <div className="min-w-0 text-sm">
        <p className="font-medium">Pedidos do dono também precisam de aprovação</p>
        <p id={hint} className="text-slate-600">
          Desligado: um pedido feito pelo dono, ou a cotação que ele fecha com os vencedores, é aprovado na criação e
          segue direto aos fornecedores. Ligado: passa pelas regras abaixo, como os dos outros.
        </p>
      </div>
    </div>
  );
}

/** The owner's editor: bands per scope, approvers per band; saving makes a new version. */
export function RulesEditor({ rules, ownerOrdersNeedApproval }: { rules: Rule[]; ownerOrdersNeedApproval: boolean }) {
  const save = useSaveRules();
  const scopes = useScopeOptions();
  return (
    <RulesEditorForm
      rules={rules}
      ownerOrdersNeedApproval={ownerOrdersNeedApproval}
      scopes={{
        suppliers: scopes.data?.suppliers ?? [],
        categories: scopes.data?.categories ?? [],
        pending: scopes.isPending,
      }}
      onSave={save.mutateAsync}
    />
  );
}

/**
 * The editor's form, given the scopes to offer and what saving does (the version saved, or a
 * refusal), so its rules and messages can be tried without the API.
 */
export function RulesEditorForm({
  rules,
  ownerOrdersNeedApproval,
  scopes,
  onSave,
}: {
  rules: Parameters<typeof rowsFromRules>[0];
  ownerOrdersNeedApproval: boolean;
  scopes: ScopeChoices;
  onSave: (body: RulesBody) => Promise<{ version: { version: number } | null }>;
}) {
  const [rows, setRows] = useState(() => rowsFromRules(rules));
  const [ownerOrders, setOwnerOrders] = useState(ownerOrdersNeedApproval);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const floors = floorsOf(rows);
  const problems = problemsOf(rows);
  const invalid = Object.keys(problems.rows).length > 0 || problems.list !== null;
  const update = (key: string, next: RuleRow) => setRows((all) => all.map((r) => (r.key === key ? next : r)));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Editar regras</CardTitle>
        <p className="text-sm text-slate-600">
          Para cada escopo, as faixas vão de R$ 0,00 até a última, sem teto. As regras de um fornecedor ou de uma
          categoria valem antes das regras para todos os pedidos.
        </p>
      </CardHeader>
      <CardContent>
        <form
          className="space-y-4"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            setSubmitted(true);
            setServerError(undefined);
            if (invalid) return;
            // A promise, not mutate's callbacks: the saved version remounts this editor (its key) before
            // those would run, and the toast must still say which version was saved.
            setSaving(true);
            onSave({ rules: rulesFromRows(rows), ownerOrdersNeedApproval: ownerOrders })
              .then(
                (saved) => {
                  setSubmitted(false);
                  toast.success(`Regras salvas: versão ${saved.version?.version ?? ''}`.trim());
                },
                (error: unknown) =>
                  setServerError(
                    error instanceof ApiClientError ? error.message : 'Não foi possível salvar as regras.',
                  ),
              )
              .finally(() => setSaving(false));
          }}
        >
          <OwnerOrdersSwitch checked={ownerOrders} onChange={setOwnerOrders} />
          {rows.map((row, i) => (
            <BandRow
              key={row.key}
              row={row}
              index={i}
              floor={floors[i]!}
              scopes={scopes}
              problem={problems.rows[row.key]}
              showProblem={submitted}
              onChange={(next) => update(row.key, next)}
              onRemove={rows.length > 1 ? () => setRows((all) => all.filter((r) => r.key !== row.key)) : undefined}
            />
          ))}
          {submitted && <FormAlert message={problems.list ?? undefined} />}
          <FormAlert message={serverError} />
          <div className="flex flex-wrap justify-between gap-2">
            <Button type="button" variant="outline" onClick={() => setRows((all) => [...all, newRow()])}>
              <Plus className="h-4 w-4" aria-hidden /> Adicionar faixa
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? 'Salvando…' : 'Salvar nova versão'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
