import * as z from 'zod';
import { isoDateTime, uuid } from '../platform/response-schemas';
import type { StoredRule } from '../orders/decide/approval-rule-match';
import { describeRule, type StoredRuleSet } from './approval-rules.service';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
/** The rules area's response shapes (the OpenAPI document's) and their mappers. */

const money = /* @__PURE__ */ z.number().meta({ description: 'Valor em reais (R$)', example: 500 });

export const approvalRuleSchema = /* @__PURE__ */ z
  .object({
    id: uuid,
    position: z.number().int().meta({ description: 'As regras valem na ordem: a primeira que cobre o pedido decide' }),
    supplierId: uuid.nullable(),
    supplierName: z.string().nullable(),
    categoryId: uuid.nullable(),
    categoryName: z.string().nullable(),
    minAmount: money.meta({ description: 'Acima de (exclusivo), em reais' }),
    maxAmount: money.nullable().meta({ description: 'Até (inclusivo), em reais; null: sem teto' }),
    approvers: z.array(z.enum(['admin', 'owner'])).meta({
      description: 'Em sequência; vazio: aprovação automática. admin: um administrador ou o dono; owner: o dono',
    }),
    label: z.string().meta({ example: 'Acima de R$ 5.000,00: dono' }),
  })
  .meta({ id: 'ApprovalRule' });

const ownerSetting = /* @__PURE__ */ z.boolean().meta({
  description:
    'Pedidos do dono também precisam de aprovação. false (padrão): um pedido feito pelo dono, ou a cotação que ele fecha com os vencedores, é aprovado na criação',
});

const versionFields = {
  id: uuid,
  version: z.number().int(),
  createdAt: isoDateTime,
  createdBy: z.object({ id: uuid, name: z.string() }).nullable(),
  ownerOrdersNeedApproval: ownerSetting,
  rules: z.array(approvalRuleSchema),
};

export const ruleSetVersionSchema = /* @__PURE__ */ z.object(versionFields).meta({ id: 'ApprovalRuleSetVersion' });

export const ruleSetInForceSchema = /* @__PURE__ */ z
  .object({
    version: ruleSetVersionSchema
      .nullable()
      .meta({ description: 'null: nenhuma regra salva (um administrador aprova)' }),
    ownerOrdersNeedApproval: ownerSetting,
    deciders: z.object({
      owners: z.number().int(),
      adminsOrOwners: z.number().int(),
    }),
    soleApprover: z
      .string()
      .nullable()
      .meta({ description: 'Quando só uma pessoa pode aprovar: a exceção à regra de quem pede não aprova, em pt-BR' }),
  })
  .meta({ id: 'ApprovalRulesInForce' });

export const ruleSetHistorySchema = /* @__PURE__ */ z
  .object({ data: z.array(ruleSetVersionSchema) })
  .meta({ id: 'ApprovalRuleHistory' });

const reais = (cents: number) => cents / 100;

export const ruleResponse = (r: StoredRule): z.output<typeof approvalRuleSchema> => ({
  id: r.id,
  position: r.position,
  supplierId: r.supplierId,
  supplierName: r.supplierName,
  categoryId: r.categoryId,
  categoryName: r.categoryName,
  minAmount: reais(r.minCents),
  maxAmount: r.maxCents === null ? null : reais(r.maxCents),
  approvers: r.approvers,
  label: describeRule(r),
});

export const ruleSetResponse = (set: StoredRuleSet): z.output<typeof ruleSetVersionSchema> => ({
  id: set.id,
  version: set.version,
  createdAt: set.createdAt.toISOString(),
  createdBy: set.createdBy,
  ownerOrdersNeedApproval: set.ownerOrdersNeedApproval,
  rules: set.rules.map(ruleResponse),
});

/**
 * The single-approver exception, stated where it applies. While the owner's orders are approved at
 * creation (decision 0055), the one owner never has an order of her own to decide.
 */
function soleApprover(deciders: { owners: number; adminsOrOwners: number }, ownerOrdersNeedApproval: boolean) {
  if (deciders.adminsOrOwners === 1) {
    return ownerOrdersNeedApproval
      ? 'Só uma pessoa pode aprovar nesta organização: ela aprova também os pedidos que faz.'
      : 'Só uma pessoa pode aprovar nesta organização: os pedidos dela são aprovados na criação, e ela aprova os dos outros.';
  }
  if (deciders.owners === 1 && ownerOrdersNeedApproval)
    return 'Há um único dono: nas etapas do dono, ele aprova também os pedidos que fez.';
  return null;
}

export const inForceResponse = (
  set: StoredRuleSet | null,
  deciders: { owners: number; adminsOrOwners: number },
): z.output<typeof ruleSetInForceSchema> => {
  const ownerOrdersNeedApproval = set?.ownerOrdersNeedApproval ?? false;
  return {
    version: set ? ruleSetResponse(set) : null,
    ownerOrdersNeedApproval,
    deciders,
    soleApprover: soleApprover(deciders, ownerOrdersNeedApproval),
  };
};
