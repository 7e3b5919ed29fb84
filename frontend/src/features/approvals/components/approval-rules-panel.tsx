import { QueryContent } from '@/components/query-content';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateTime } from '@/lib/format';
import { useApprovalRules, useRuleHistory, type Rule } from '../api/approvals';
import { RulesEditor } from './rules-editor';

function RuleList({ rules }: { rules: Rule[] }) {
  if (rules.length === 0)
    return <p className="text-sm text-slate-600">Sem regras: todo pedido espera um administrador.</p>;
  return (
    <ol className="list-decimal space-y-1 pl-5 text-sm">
      {rules.map((r) => (
        <li key={r.id} className="break-words">
          {r.label}
        </li>
      ))}
    </ol>
  );
}

/** Rules in force, the editor (owners), the single-approver exception and the history of versions. */
export function ApprovalRulesPanel({ canEdit }: { canEdit: boolean }) {
  const inForce = useApprovalRules();
  const history = useRuleHistory();
  return (
    <div className="space-y-6">
      <QueryContent query={inForce} loading="Carregando regras…" error="Não foi possível carregar as regras.">
        {(data) => (
          <>
            <Card>
              <CardHeader>
                <CardTitle>Regras em vigor</CardTitle>
                <p className="text-sm text-slate-600">
                  {data.version
                    ? `Versão ${data.version.version}, salva por ${data.version.createdBy?.name ?? 'pessoa removida'} em ${formatDateTime(data.version.createdAt)}.`
                    : 'Nenhuma regra salva ainda.'}{' '}
                  Quem fez o pedido não o aprova. Cada pedido mantém as regras sob as quais foi feito.
                </p>
              </CardHeader>
              <CardContent className="space-y-3">
                <RuleList rules={data.version?.rules ?? []} />
                <p className="text-sm text-slate-700">
                  {data.ownerOrdersNeedApproval
                    ? 'Pedidos do dono: passam pelas regras, como os dos outros.'
                    : 'Pedidos do dono: aprovados na criação, seguem direto aos fornecedores.'}
                </p>
                {data.soleApprover && (
                  <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" role="note">
                    {data.soleApprover}
                  </p>
                )}
                {!canEdit && <p className="text-sm text-slate-500">Só o dono da organização altera as regras.</p>}
              </CardContent>
            </Card>
            {canEdit && (
              <RulesEditor
                key={data.version?.id ?? 'none'}
                rules={data.version?.rules ?? []}
                ownerOrdersNeedApproval={data.ownerOrdersNeedApproval}
              />
            )}
          </>
        )}
      </QueryContent>
      <Card>
        <CardHeader>
          <CardTitle>Histórico</CardTitle>
        </CardHeader>
        <CardContent>
          <QueryContent
            query={history}
            loading="Carregando histórico…"
            error="Não foi possível carregar o histórico."
            empty="Nenhuma versão salva."
            isEmpty={(d) => d.data.length === 0}
          >
            {(d) => (
              <ul className="space-y-4">
                {d.data.map((v) => (
                  <li key={v.id}>
                    <p className="text-sm font-medium">
                      Versão {v.version} · {v.createdBy?.name ?? 'pessoa removida'} · {formatDateTime(v.createdAt)}
                    </p>
                    <RuleList rules={v.rules} />
                    {v.ownerOrdersNeedApproval && (
                      <p className="mt-1 text-sm text-slate-600">Pedidos do dono também precisam de aprovação.</p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </QueryContent>
        </CardContent>
      </Card>
    </div>
  );
}
