/**
 * Every action the audit log records (closed list: the API's filter, the SPA's labels and the tests
 * read it). Labels are what owners read in the log.
 */
export const AUDIT_ACTIONS = {
  'auth.sign_in': 'Entrou',
  'auth.sign_in_failed': 'Falha ao entrar',
  'member.role_changed': 'Papel alterado',
  'member.removed': 'Membro removido',
  'invitation.created': 'Convite enviado',
  'invitation.canceled': 'Convite cancelado',
  'invitation.accepted': 'Convite aceito',
  'api_key.created': 'Chave de API criada',
  'api_key.rotated': 'Chave de API renovada',
  'api_key.revoked': 'Chave de API revogada',
  'api_key.updated': 'Chave de API alterada',
  'webhook.created': 'Webhook criado',
  'webhook.updated': 'Webhook alterado',
  'webhook.deleted': 'Webhook excluído',
  'webhook.secret_revealed': 'Segredo de webhook revelado',
  'integration.installed': 'Integração instalada',
  'integration.uninstalled': 'Integração removida',
  'integration.updated': 'Integração alterada',
  'approval.decided': 'Aprovação decidida',
  'approval.automatic': 'Aprovado automaticamente',
  'approval_rules.changed': 'Regras de aprovação alteradas',
  'budget.changed': 'Orçamento alterado',
  'cost_centre.changed': 'Centro de custo alterado',
  'budget_policy.changed': 'Política de orçamento alterada',
  'plan.changed': 'Plano alterado',
  'plan.change_started': 'Troca de plano iniciada',
  'plan.cancel_requested': 'Cancelamento de plano pedido',
  'order.cancelled': 'Pedido cancelado',
  'supplier_order.decided': 'Fornecedor respondeu o pedido',
  'supplier_order.answer_link_revoked': 'Link de resposta do pedido revogado',
  'supplier_key.created': 'Chave de fornecedor criada',
  'supplier_key.rotated': 'Chave de fornecedor renovada',
  'supplier_key.revoked': 'Chave de fornecedor revogada',
  'supplier_key.updated': 'Chave de fornecedor alterada',
  'user.data_exported': 'Dados pessoais exportados',
  'user.deleted': 'Conta excluída',
  'payable.paid': 'Conta a pagar paga',
  'city.created': 'Cidade cadastrada',
  'city.updated': 'Cidade alterada',
  'city.deleted': 'Cidade excluída',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const auditActionList = Object.keys(AUDIT_ACTIONS) as [AuditAction, ...AuditAction[]];
