import * as z from 'zod';
import { AUDIT_ACTIONS, auditActionList, type AuditAction } from '../platform/audit-actions';
import type { VerifyResult } from './audit-verify';
import type { AuditRow } from './audit-log.service';

/** A 64-hex-digit string never leaves the server (the exposure scan's rule for hashes): a prefix does. */
export const hashPrefix = (hash: string) => hash.slice(0, 16);

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
const change = /* @__PURE__ */ z.object({ before: z.unknown().optional(), after: z.unknown().optional() });

export const auditEntrySchema = /* @__PURE__ */ z
  .object({
    id: z.uuid(),
    seq: z.number().int().meta({ description: 'Posição na cadeia da organização (1, 2, 3…)' }),
    createdAt: z.iso.datetime(),
    action: z.enum(auditActionList),
    actionLabel: z.string().meta({ description: 'A ação em português, como a tela mostra' }),
    actor: z.object({
      type: z.enum(['user', 'api_key', 'supplier_key', 'system']),
      id: z.uuid().nullable(),
      label: z.string().nullable().meta({ description: 'Nome e e-mail, ou nome e prefixo da chave, como eram então' }),
    }),
    target: z.object({ type: z.string(), id: z.string().nullable(), label: z.string().nullable() }),
    changes: z
      .record(z.string(), change)
      .nullable()
      .meta({ description: 'Antes/depois dos campos alterados; nunca um segredo' }),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    hashPrefix: z.string().meta({
      description:
        'Os 16 primeiros caracteres do hash da entrada (SHA-256 de hash anterior | seq | conteúdo), para conferir com uma cópia; o hash inteiro fica no servidor, que o verifica em /audit-log/verify',
    }),
  })
  .meta({ id: 'AuditEntry' });

export const auditPageSchema = /* @__PURE__ */ z
  .object({
    data: z.array(auditEntrySchema),
    nextCursor: z.number().int().nullable().meta({ description: 'Passe como `cursor` para a próxima página' }),
  })
  .meta({ id: 'AuditPage' });

export const auditVerifySchema = /* @__PURE__ */ z
  .object({
    ok: z.boolean(),
    checked: z.number().int().meta({ description: 'Entradas conferidas' }),
    firstBroken: z
      .object({
        seq: z.number().int(),
        id: z
          .uuid()
          .nullable()
          .meta({ description: 'Null quando faltam as últimas entradas (a cabeça da cadeia aponta além)' }),
        createdAt: z.iso.datetime().nullable(),
        reason: z.enum(['hash_mismatch', 'prev_hash_mismatch', 'seq_gap', 'missing_tail', 'head_mismatch']),
      })
      .nullable(),
  })
  .meta({ id: 'AuditVerification' });

export const auditEntryToResponse = (r: AuditRow): z.infer<typeof auditEntrySchema> => ({
  id: r.id,
  seq: r.seq,
  createdAt: r.createdAt.toISOString(),
  action: r.action as AuditAction,
  actionLabel: AUDIT_ACTIONS[r.action as AuditAction] ?? r.action,
  actor: { type: r.actorType as 'user', id: r.actorId, label: r.actorLabel },
  target: { type: r.targetType, id: r.targetId, label: r.targetLabel },
  changes: r.changes,
  ip: r.ip,
  userAgent: r.userAgent,
  hashPrefix: hashPrefix(r.hash),
});

export const auditVerifyToResponse = (v: VerifyResult): z.infer<typeof auditVerifySchema> => ({
  ok: v.ok,
  checked: v.checked,
  firstBroken: v.firstBroken
    ? { seq: v.firstBroken.seq, id: v.firstBroken.id, createdAt: v.firstBroken.createdAt, reason: v.firstBroken.reason }
    : null,
});
