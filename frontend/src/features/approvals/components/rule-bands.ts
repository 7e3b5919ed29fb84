import { formatReaisInput, parseReais } from '@/lib/money';
import type { Approver, Rule, RuleInput } from '../api/approvals';

/**
 * The rules screen's editing model: rows in order, each with a scope and a ceiling; a row's floor is
 * the previous ceiling of the same scope, so bands stay contiguous by construction and the owner
 * edits only ceilings ("até") and approvers.
 */

export type Scope = 'general' | 'supplier' | 'category';
export type ApproverChoice = 'auto' | 'admin' | 'owner' | 'admin-owner' | 'admin-admin';

export interface RuleRow {
  key: string;
  scope: Scope;
  scopeId: string;
  /** What the owner typed, pt-BR ("5.000,00"); empty: no ceiling. */
  ceiling: string;
  approvers: ApproverChoice;
}

export const APPROVER_CHOICES: { value: ApproverChoice; label: string; approvers: Approver[] }[] = [
  { value: 'auto', label: 'Automática', approvers: [] },
  { value: 'admin', label: 'Um administrador (ou o dono)', approvers: ['admin'] },
  { value: 'owner', label: 'Dono', approvers: ['owner'] },
  { value: 'admin-owner', label: 'Administrador e depois o dono', approvers: ['admin', 'owner'] },
  { value: 'admin-admin', label: 'Dois administradores diferentes', approvers: ['admin', 'admin'] },
];

const choiceOf = (approvers: Approver[]): ApproverChoice =>
  APPROVER_CHOICES.find((c) => c.approvers.join() === approvers.join())?.value ?? 'admin';

/** 5000 → "5.000,00": a ceiling put back into its field, and the floors the hints and messages name. */
export const formatAmount = formatReaisInput;

let nextKey = 0;
export const newRow = (over: Partial<RuleRow> = {}): RuleRow => ({
  key: `row-${nextKey++}`,
  scope: 'general',
  scopeId: '',
  ceiling: '',
  approvers: 'admin',
  ...over,
});

export const rowsFromRules = (
  rules: Pick<Rule, 'supplierId' | 'categoryId' | 'maxAmount' | 'approvers'>[],
): RuleRow[] =>
  rules.length === 0
    ? [newRow()]
    : rules.map((r) =>
        newRow({
          scope: r.supplierId ? 'supplier' : r.categoryId ? 'category' : 'general',
          scopeId: r.supplierId ?? r.categoryId ?? '',
          ceiling: r.maxAmount === null ? '' : formatAmount(r.maxAmount),
          approvers: choiceOf(r.approvers),
        }),
      );

const scopeKey = (row: RuleRow) => (row.scope === 'general' ? 'general' : `${row.scope}:${row.scopeId}`);

/** Each row's floor (the previous ceiling of its scope, in reais). */
export function floorsOf(rows: RuleRow[]): number[] {
  const last = new Map<string, number>();
  return rows.map((row) => {
    const floor = last.get(scopeKey(row)) ?? 0;
    const ceiling = parseReais(row.ceiling);
    last.set(scopeKey(row), ceiling !== null && !Number.isNaN(ceiling) ? ceiling : floor);
    return floor;
  });
}

/** Inline problems per row (by key), and one for the whole list; empty when it may be saved. */
export function problemsOf(rows: RuleRow[]): { rows: Record<string, string>; list: string | null } {
  const floors = floorsOf(rows);
  const problems: Record<string, string> = {};
  const lastOfScope = new Map<string, string>();
  rows.forEach((row) => lastOfScope.set(scopeKey(row), row.key));
  rows.forEach((row, i) => {
    const ceiling = parseReais(row.ceiling);
    const isLast = lastOfScope.get(scopeKey(row)) === row.key;
    if (row.scope !== 'general' && !row.scopeId)
      problems[row.key] = row.scope === 'supplier' ? 'Escolha o fornecedor' : 'Escolha a categoria';
    else if (Number.isNaN(ceiling)) problems[row.key] = 'Valor inválido (ex.: 5.000,00)';
    else if (ceiling === null && !isLast) problems[row.key] = 'Só a última faixa deste escopo fica sem teto';
    else if (ceiling !== null && isLast) problems[row.key] = 'A última faixa deste escopo deve ficar sem teto (vazio)';
    else if (ceiling !== null && ceiling <= floors[i]!)
      problems[row.key] = `O teto deve ser maior que R$ ${formatAmount(floors[i]!)}`;
  });
  const list = rows.some((r) => r.scope === 'general')
    ? null
    : 'Inclua ao menos uma faixa para todos os pedidos (sem fornecedor nem categoria)';
  return { rows: problems, list };
}

/** The rows as the API takes them: supplier rules first, then category, then general ones. */
export function rulesFromRows(rows: RuleRow[]): RuleInput[] {
  const floors = floorsOf(rows);
  const rank: Record<Scope, number> = { supplier: 0, category: 1, general: 2 };
  return rows
    .map((row, i) => ({ row, floor: floors[i]!, i }))
    .sort((a, b) => rank[a.row.scope] - rank[b.row.scope] || a.i - b.i)
    .map(({ row, floor }) => ({
      supplierId: row.scope === 'supplier' ? row.scopeId : null,
      categoryId: row.scope === 'category' ? row.scopeId : null,
      minAmount: floor,
      maxAmount: parseReais(row.ceiling),
      approvers: APPROVER_CHOICES.find((c) => c.value === row.approvers)!.approvers,
    }));
}
