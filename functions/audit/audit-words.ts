import { ORGANIZATION_ROLE } from '../identity/role-vocabulary';
import { APPROVER, LINE_REFUSAL_REASON, ORDER_STATE, SUPPLIER_ORDER_STATE } from '../orders/state-vocabulary';

/**
 * How an audit entry reads, for the log screen (the SPA imports this) and its CSV alike: every field by
 * its pt-BR name, every value in words — states by the vocabulary's labels, roles and reasons by name,
 * yes/no, dates and numbers the Brazilian way, lists and records as sentences, never raw JSON.
 */

export const AUDIT_FIELD_LABELS: Record<string, string> = {
  role: 'Papel',
  enabled: 'Ativa',
  expiresAt: 'Validade',
  neverExpires: 'Não expira',
  description: 'Descrição',
  name: 'Nome',
  code: 'Código',
  url: 'URL',
  events: 'Eventos',
  signing: 'Segredo de assinatura',
  status: 'Situação',
  plan: 'Plano',
  cycle: 'Ciclo',
  flow: 'Fluxo',
  when: 'Quando',
  method: 'Forma de entrada',
  reason: 'Motivo',
  note: 'Observação',
  settings: 'Configurações',
  deleted: 'Excluída',
  prefix: 'Prefixo',
  supplierId: 'Fornecedor',
  promisedDate: 'Entrega prometida',
  lines: 'Itens',
  product: 'Produto',
  decision: 'Decisão',
  ordered: 'Pedido',
  accepted: 'Aceito',
  orderNumber: 'Pedido nº',
  step: 'Etapa',
  approval: 'Aprovação',
  rules: 'Regras',
  ownerOrdersNeedApproval: 'Pedidos do dono também precisam de aprovação',
  monthlyAmount: 'Valor mensal (R$)',
  budgets: 'Orçamentos',
  budgetPolicy: 'Política de orçamento',
  defaultCostCentre: 'Centro de custo padrão',
  isDefault: 'Padrão da organização',
  email: 'E-mail',
  paidOn: 'Pago em',
  amount: 'Valor (R$)',
  revokedKeys: 'Chaves de API revogadas',
  revokedSupplierKeys: 'Chaves de fornecedor revogadas',
  organizationsDeleted: 'Organizações excluídas',
  state: 'UF',
  ibgeCode: 'Código IBGE',
  isActive: 'Ativa',
  cnpj: 'CNPJ',
  contactName: 'Contato',
  whatsapp: 'WhatsApp',
  minimumOrderValue: 'Pedido mínimo (R$)',
  leadTimeDays: 'Prazo de entrega (dias)',
  paymentTerms: 'Formas de pagamento',
  deliveryWeekdays: 'Dias de entrega',
  orderCutoff: 'Horário de corte',
  created: 'Produtos novos',
  updated: 'Preços atualizados',
};

export const AUDIT_TARGET_LABELS: Record<string, string> = {
  user: 'Pessoa',
  member: 'Membro',
  invitation: 'Convite',
  api_key: 'Chave de API',
  supplier_key: 'Chave de fornecedor',
  webhook: 'Webhook',
  integration: 'Integração',
  plan: 'Plano',
  subscription: 'Assinatura',
  supplier_order: 'Pedido ao fornecedor',
  purchase_order: 'Pedido',
  cost_centre: 'Centro de custo',
  budget: 'Orçamento',
  organization: 'Organização',
  approval_rule_set: 'Regras de aprovação',
  city: 'Cidade',
  supplier: 'Fornecedor',
};

/** Who wrote an entry, by the actor's type: the log screen's column and the CSV's "Tipo de autor". */
export const AUDIT_ACTOR_TYPE: Record<'user' | 'api_key' | 'supplier_key' | 'system', string> = {
  user: 'Pessoa',
  api_key: 'Chave de API',
  supplier_key: 'Chave do fornecedor',
  system: 'Sistema',
};

const word = (entries: Record<string, { label: string }>) =>
  Object.fromEntries(Object.entries(entries).map(([value, w]) => [value, w.label]));

/** Codes that appear as values, in words. */
const VALUE_WORDS: Record<string, string> = {
  ...word(ORDER_STATE),
  ...word(SUPPLIER_ORDER_STATE),
  ...word(ORGANIZATION_ROLE),
  // "owner" is logged mostly as an approval rule's approver ("Dono"), rarely as a role.
  owner: APPROVER.owner.label,
  escalate: 'Enviar ao dono',
  block: 'Recusar o pedido',
  ACCEPTED: 'Aceito',
  REFUSED: 'Recusado',
  ...word(LINE_REFUSAL_REASON),
  rejeitado: 'recusado',
};

const SIGN_IN_METHODS: Record<string, string> = {
  credentials: 'e-mail e senha',
  verify_email: 'link de confirmação do e-mail',
  github: 'GitHub',
  google: 'Google',
  apple: 'Apple',
  microsoft: 'Microsoft',
  facebook: 'Facebook',
  discord: 'Discord',
  spotify: 'Spotify',
  twitch: 'Twitch',
  twitter: 'Twitter',
  dropbox: 'Dropbox',
  linkedin: 'LinkedIn',
  gitlab: 'GitLab',
  reddit: 'Reddit',
};
const PLAN_WORDS: Record<string, string> = {
  free: 'Gratuito',
  pro: 'Pro',
  month: 'mensal',
  year: 'anual',
  week: 'semanal',
  day: 'diário',
  checkout: 'página de pagamento',
  confirm: 'confirmação no portal de cobrança',
  now: 'agora',
  period_end: 'no fim do período',
  incomplete: 'incompleta',
  incomplete_expired: 'incompleta e expirada',
  trialing: 'em teste',
  active: 'ativa',
  past_due: 'em atraso',
  canceled: 'cancelada',
  unpaid: 'não paga',
  paused: 'pausada',
};
const INVITATION_WORDS: Record<string, string> = { pending: 'pendente', accepted: 'aceito', canceled: 'cancelado' };

/**
 * What a code means depends on the entry: "method" is how someone signed in or how a bill was paid, and
 * "canceled" is a subscription (cancelada) or an invitation (cancelado). Codes stored by the API in English
 * (the provider's, Stripe's) are read here rather than rewritten, so old entries read the same.
 */
const BY_ACTION: Record<string, { labels?: Record<string, string>; values?: Record<string, string> }> = {
  'auth.sign_in': { values: SIGN_IN_METHODS },
  'auth.sign_in_failed': { values: SIGN_IN_METHODS },
  'payable.paid': { labels: { method: 'Forma de pagamento' } },
  'plan.changed': { values: PLAN_WORDS },
  'plan.change_started': { values: PLAN_WORDS },
  'plan.cancel_requested': { values: PLAN_WORDS },
  'invitation.created': { values: INVITATION_WORDS },
  'invitation.canceled': { values: INVITATION_WORDS },
  'invitation.accepted': { values: INVITATION_WORDS },
};

const day = /^(\d{4})-(\d{2})-(\d{2})$/;
const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const clockOf = (precision: 'minute' | 'second') =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    ...(precision === 'second' ? { second: '2-digit' } : {}),
  });
const clocks = { minute: clockOf('minute'), second: clockOf('second') };

/**
 * An instant in São Paulo as the audit trail writes it: "27/11/2026 14:05" in a changed value, to the
 * second ("27/11/2026 14:05:09") where entries are told apart by time, as in the CSV export.
 */
export const auditInstantText = (at: Date, precision: 'minute' | 'second' = 'minute') =>
  clocks[precision].format(at).replace(',', '');

/** One value in words: "sim", "Confirmado pelo fornecedor", "27/11/2026", "Arroz (Pedido 10, Aceito 8)". */
export function auditValueText(value: unknown, words: Record<string, string> = {}): string {
  if (value === undefined || value === null) return '—';
  if (value === true) return 'sim';
  if (value === false) return 'não';
  if (typeof value === 'number') return value.toLocaleString('pt-BR');
  if (typeof value === 'string') {
    const word = words[value] ?? VALUE_WORDS[value];
    if (word) return word;
    const d = day.exec(value);
    if (d) return `${d[3]}/${d[2]}/${d[1]}`;
    if (instant.test(value) && !Number.isNaN(Date.parse(value))) return auditInstantText(new Date(value));
    return value;
  }
  if (Array.isArray(value)) return value.length ? value.map((v) => auditValueText(v, words)).join('; ') : 'nenhum';
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== null && v !== undefined);
    // A record with a product reads as "Produto (campo valor, …)".
    const product = entries.find(([k]) => k === 'product');
    const rest = entries
      .filter(([k]) => k !== 'product')
      .map(([k, v]) => `${AUDIT_FIELD_LABELS[k] ?? k} ${auditValueText(v, words)}`);
    if (product) return `${auditValueText(product[1], words)}${rest.length ? ` (${rest.join(', ')})` : ''}`;
    return rest.join(', ');
  }
  return String(value);
}

export type AuditChangeLine = { field: string; before: string | null; after: string };

/**
 * Each change as a person reads it; `before` is null when the field had no value before (it was set).
 * `action`: the entry's, which some fields and codes read by (BY_ACTION).
 */
export function auditChangeLines(
  changes: Record<string, { before?: unknown; after?: unknown }> | null | undefined,
  action?: string,
): AuditChangeLine[] {
  if (!changes) return [];
  const { labels = {}, values = {} } = (action && BY_ACTION[action]) || {};
  return Object.entries(changes).map(([field, c]) => ({
    field: labels[field] ?? AUDIT_FIELD_LABELS[field] ?? field,
    before: c.before === undefined ? null : auditValueText(c.before, values),
    after: auditValueText(c.after, values),
  }));
}

/** "Papel: Membro → Administrador; Ativa: sim → não" — one CSV cell a person can read. */
export const auditChangesText = (changes: Parameters<typeof auditChangeLines>[0], action?: string) =>
  auditChangeLines(changes, action)
    .map((c) => `${c.field}: ${c.before === null ? c.after : `${c.before} → ${c.after}`}`)
    .join('; ');
