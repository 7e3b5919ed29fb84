import { formatCents } from '../../platform/brazil';

/**
 * The approval rules (alçadas) as pure functions: which steps a supplier order needs, and whether a
 * rule set may be saved. The API, the checkout and the table test share them; nothing here reads
 * the database.
 */

export type Approver = 'admin' | 'owner';
export type StepApprover = Approver | 'system';

export interface ApprovalRule {
  id?: string | null;
  supplierId: string | null;
  categoryId: string | null;
  /** Exclusive floor, in cents (0 for the first band). */
  minCents: number;
  /** Inclusive ceiling, in cents; null: no ceiling. */
  maxCents: number | null;
  /** In sequence; empty: approved automatically. */
  approvers: Approver[];
}

/** A rule as read back: the engine's shape plus its names, for reasons and screens. */
export interface StoredRule extends ApprovalRule {
  id: string;
  position: number;
  supplierName: string | null;
  categoryName: string | null;
}

/** What a rule is scoped to, by name (a supplier or a category), for its reason and label. */
export const scopeNameOf = (rule: StoredRule) => rule.supplierName ?? rule.categoryName;

export interface PlannedStep {
  position: number;
  approver: StepApprover;
  reason: string;
  ruleId: string | null;
}

export interface SupplierOrderFacts {
  amountCents: number;
  supplierId: string;
  categoryIds: (string | null)[];
}

export const MAX_RULES = 30;
export const MAX_APPROVERS = 3;

/** What an organization without rules has always had: any admin (or the owner) approves. */
export const DEFAULT_REASON = 'Aprovação de um administrador';

const APPROVER_LABEL: Record<Approver, string> = { admin: 'administrador', owner: 'dono' };

/** "Até R$ 500,00", "Acima de R$ 500,00 até R$ 5.000,00", "Acima de R$ 5.000,00", "Qualquer valor". */
export function bandLabel(rule: Pick<ApprovalRule, 'minCents' | 'maxCents'>): string {
  if (rule.minCents === 0 && rule.maxCents === null) return 'Qualquer valor';
  if (rule.minCents === 0) return `Até ${formatCents(rule.maxCents!)}`;
  if (rule.maxCents === null) return `Acima de ${formatCents(rule.minCents)}`;
  return `Acima de ${formatCents(rule.minCents)} até ${formatCents(rule.maxCents)}`;
}

/** "automática", "administrador", "administrador e dono", "dois administradores". */
export function approversLabel(approvers: Approver[]): string {
  if (approvers.length === 0) return 'aprovação automática';
  if (approvers.length > 1 && approvers.every((a) => a === 'admin')) {
    return approvers.length === 2 ? 'dois administradores' : `${approvers.length} administradores`;
  }
  const labels = approvers.map((a) => APPROVER_LABEL[a]);
  return labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(', ')} e ${labels.at(-1)}`;
}

/** "Hortifrúti · Acima de R$ 500,00: dono" — what a rule says, as the pending view and the steps show it. */
export function ruleLabel(rule: ApprovalRule, scopeName?: string | null): string {
  const scope = scopeName ? `${scopeName} · ` : '';
  return `${scope}${bandLabel(rule)}: ${approversLabel(rule.approvers)}`;
}

const inBand = (rule: ApprovalRule, cents: number) =>
  cents > rule.minCents && (rule.maxCents === null || cents <= rule.maxCents);

/** The first band of a pure-zero amount is still "up to": 0 is inside the band that starts at 0. */
const containsAmount = (rule: ApprovalRule, cents: number) =>
  inBand(rule, cents) || (cents === 0 && rule.minCents === 0);

const scopeMatches = (rule: ApprovalRule, order: SupplierOrderFacts) => {
  if (rule.supplierId) return rule.supplierId === order.supplierId;
  if (rule.categoryId) return order.categoryIds.includes(rule.categoryId);
  return true;
};

/** The rule that decides a supplier order: the first, by position, whose scope and band contain it. */
export function matchingRule(rules: ApprovalRule[], order: SupplierOrderFacts): ApprovalRule | null {
  return rules.find((rule) => scopeMatches(rule, order) && containsAmount(rule, order.amountCents)) ?? null;
}

/**
 * The steps a supplier order needs under a rule set: the deciding rule's approvers in sequence, one
 * "system" step when it approves automatically, and the organization's old default (one admin) when
 * there are no rules. `scopeName` names a rule's supplier or category for the reason.
 */
export function stepsFor(
  rules: ApprovalRule[],
  order: SupplierOrderFacts,
  scopeName: (rule: ApprovalRule) => string | null = () => null,
): PlannedStep[] {
  const rule = rules.length ? matchingRule(rules, order) : null;
  if (!rule) return [{ position: 1, approver: 'admin', reason: DEFAULT_REASON, ruleId: null }];
  const why = ruleLabel(rule, scopeName(rule));
  if (rule.approvers.length === 0) return [{ position: 1, approver: 'system', reason: why, ruleId: rule.id ?? null }];
  return rule.approvers.map((approver, i) => ({
    position: i + 1,
    approver,
    reason: rule.approvers.length > 1 ? `${why} (${i + 1} de ${rule.approvers.length})` : why,
    ruleId: rule.id ?? null,
  }));
}

/**
 * A supplier order over budget goes up to the owner: an automatic approval becomes the owner's, a
 * chain without the owner gains an owner step at the end, and one that already ends with the owner
 * carries the budget's reason on that step.
 */
export function escalateForBudget(steps: PlannedStep[], budgetReason: string): PlannedStep[] {
  if (steps.length === 1 && steps[0]!.approver === 'system') {
    return [{ ...steps[0]!, approver: 'owner', reason: budgetReason }];
  }
  const ownerStep = steps.findIndex((s) => s.approver === 'owner');
  if (ownerStep >= 0) {
    return steps.map((s, i) => (i === ownerStep ? { ...s, reason: `${s.reason}; ${budgetReason}` } : s));
  }
  return [...steps, { position: steps.length + 1, approver: 'owner', reason: budgetReason, ruleId: null }];
}

/** Why an order of the owner needed nobody (decision 0055): the system step's reason, the timeline's actor. */
export const OWNER_ORDER_REASON = 'Aprovado na criação: pedido do dono';

/**
 * The one step of an order the owner placed or awarded, approved at creation: she is who the steps
 * would wait for. Over budget, the budget's reason stays on the step (the escalation would go to her).
 */
export const ownerOrderSteps = (budgetReason?: string): PlannedStep[] => [
  {
    position: 1,
    approver: 'system',
    reason: budgetReason ? `${OWNER_ORDER_REASON}; ${budgetReason}` : OWNER_ORDER_REASON,
    ruleId: null,
  },
];

/** Whether a supplier order's steps approve it at checkout, with nobody deciding. */
export const isAutomatic = (steps: PlannedStep[]) => steps.every((s) => s.approver === 'system');

const scopeKey = (rule: ApprovalRule) =>
  rule.supplierId ? `s:${rule.supplierId}` : rule.categoryId ? `c:${rule.categoryId}` : 'general';

/**
 * Why a rule set may not be saved (pt-BR, naming the rule by its number in the list), or null. Per
 * scope the bands must run from R$ 0 to no ceiling without gaps or overlaps; a general group (no
 * supplier, no category) must exist, so every order has a rule.
 */
export function ruleSetProblem(rules: ApprovalRule[]): string | null {
  if (rules.length > MAX_RULES) return `No máximo ${MAX_RULES} regras`;
  for (const [i, rule] of rules.entries()) {
    const name = `Regra ${i + 1}`;
    if (rule.supplierId && rule.categoryId) return `${name}: escolha um fornecedor ou uma categoria, não os dois`;
    if (!Number.isInteger(rule.minCents) || rule.minCents < 0) return `${name}: o valor inicial não pode ser negativo`;
    if (rule.maxCents !== null && (!Number.isInteger(rule.maxCents) || rule.maxCents <= 0))
      return `${name}: o valor máximo deve ser positivo`;
    if (rule.maxCents !== null && rule.maxCents <= rule.minCents)
      return `${name}: o valor máximo deve ser maior que ${formatCents(rule.minCents)}`;
    if (rule.approvers.length > MAX_APPROVERS) return `${name}: no máximo ${MAX_APPROVERS} aprovadores`;
  }
  const groups = new Map<string, { rule: ApprovalRule; index: number }[]>();
  rules.forEach((rule, index) => groups.set(scopeKey(rule), [...(groups.get(scopeKey(rule)) ?? []), { rule, index }]));
  if (rules.length > 0 && !groups.has('general'))
    return 'Inclua regras gerais (sem fornecedor nem categoria), que valem para todos os pedidos';
  for (const bands of groups.values()) {
    const sorted = [...bands].sort((a, b) => a.rule.minCents - b.rule.minCents || a.index - b.index);
    let floor = 0;
    let open = false;
    for (const { rule, index } of sorted) {
      const name = `Regra ${index + 1}`;
      if (open) return `${name}: sobrepõe a faixa sem teto`;
      if (rule.minCents > floor)
        return `${name}: falta uma faixa de ${formatCents(floor)} a ${formatCents(rule.minCents)}`;
      if (rule.minCents < floor) return `${name}: sobrepõe a faixa até ${formatCents(floor)}`;
      if (rule.maxCents === null) open = true;
      else floor = rule.maxCents;
    }
    if (!open) return `Regra ${sorted.at(-1)!.index + 1}: falta uma faixa acima de ${formatCents(floor)} (sem teto)`;
  }
  return null;
}
