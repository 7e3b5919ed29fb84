import * as z from 'zod';
import { isoDateTime, uuid } from '../platform/response-schemas';
import { describeRule, type StoredRule, type StoredRuleSet } from './approval-rules.service';

/** The rules area's response shapes (the OpenAPI document's) and their mappers. */

const money = z.number().meta({ description: 'Valor em reais (R$)', example: 500 });

export const approvalRuleSchema = z
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

const versionFields = {
  id: uuid,
  version: z.number().int(),
  createdAt: isoDateTime,
  createdBy: z.object({ id: uuid, name: z.string() }).nullable(),
  rules: z.array(approvalRuleSchema),
};

export const ruleSetVersionSchema = z.object(versionFields).meta({ id: 'ApprovalRuleSetVersion' });

export const ruleSetInForceSchema = z
  .object({
    version: ruleSetVersionSchema
      .nullable()
      .meta({ description: 'null: nenhuma regra salva (um administrador aprova)' }),
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

export const ruleSetHistorySchema = z
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
  rules: set.rules.map(ruleResponse),
});

/** The single-approver exception, stated where it applies. */
function soleApprover(deciders: { owners: number; adminsOrOwners: number }) {
  if (deciders.adminsOrOwners === 1)
    return 'Só uma pessoa pode aprovar nesta organização: ela aprova também os pedidos que faz.';
  if (deciders.owners === 1) return 'Há um único dono: nas etapas do dono, ele aprova também os pedidos que fez.';
  return null;
}

export const inForceResponse = (
  set: StoredRuleSet | null,
  deciders: { owners: number; adminsOrOwners: number },
): z.output<typeof ruleSetInForceSchema> => ({
  version: set ? ruleSetResponse(set) : null,
  deciders,
  soleApprover: soleApprover(deciders),
});
