import * as z from 'zod';
import { supplierMemberRole } from '../../db/schema/enums';
import { AUDIT_ACTIONS, type AuditAction } from '../platform/audit-actions';
import { isoDateTime, memberRoleSchema, metadataObject, uuid } from '../platform/response-schemas';
import type { UserData } from './user-data.service';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
const nullableDateTime = /* @__PURE__ */ isoDateTime.nullable();

/** The LGPD export (art. 18, II and V): the person's own data, structured, without any credential. */
export const userDataExportSchema = /* @__PURE__ */ z
  .object({
    format: z.literal('abastece.user-data/1'),
    exportedAt: isoDateTime,
    profile: z.object({
      id: uuid,
      name: z.string(),
      email: z.string(),
      image: z.string().nullable(),
      emailVerified: z.boolean(),
      twoFactorEnabled: z.boolean(),
      hasPassword: z.boolean().meta({ description: 'Se a conta tem senha (a senha e o hash nunca saem)' }),
      metadata: metadataObject,
      createdAt: isoDateTime,
      updatedAt: isoDateTime,
      linkedAccounts: z.array(z.object({ provider: z.string(), providerAccountId: z.string(), linkedAt: isoDateTime })),
    }),
    memberships: z.array(
      z.object({ organization: z.object({ id: uuid, name: z.string() }), role: memberRoleSchema, since: isoDateTime }),
    ),
    supplierMemberships: z.array(
      z.object({
        supplier: z.object({ id: uuid, name: z.string() }),
        role: z.enum(supplierMemberRole.enumValues),
        since: isoDateTime,
      }),
    ),
    sessions: z.array(
      z.object({
        createdAt: isoDateTime,
        lastSeenAt: isoDateTime,
        expiresAt: isoDateTime,
        revokedAt: nullableDateTime,
        status: z.enum(['active', 'revoked', 'expired']),
        userAgent: z.string().nullable(),
        ipAddress: z.string().nullable(),
      }),
    ),
    orders: z.array(
      z.object({
        number: z.number().int().nullable(),
        organization: z.string(),
        description: z.string(),
        notes: z.string().nullable(),
        status: z.string(),
        total: z.number().nullable().meta({ description: 'Em reais' }),
        createdAt: isoDateTime,
        lines: z.array(
          z.object({
            product: z.string(),
            unit: z.string(),
            supplier: z.string(),
            quantity: z.number().int(),
            unitPrice: z.number(),
            total: z.number(),
            status: z.string(),
          }),
        ),
      }),
    ),
    leads: z.array(
      z.object({
        organization: z.string(),
        name: z.string().nullable(),
        email: z.string(),
        phone: z.string().nullable(),
        createdAt: isoDateTime,
      }),
    ),
    shoppingLists: z.array(
      z.object({
        organization: z.string(),
        name: z.string(),
        createdAt: isoDateTime,
        updatedAt: isoDateTime,
        items: z.array(z.object({ product: z.string(), unit: z.string(), quantity: z.number().int() })),
      }),
    ),
    cart: z.array(
      z.object({
        organization: z.string().nullable(),
        product: z.string(),
        unit: z.string(),
        supplier: z.string(),
        quantity: z.number().int(),
        price: z.number(),
        addedAt: isoDateTime,
      }),
    ),
    notifications: z.array(
      z.object({ title: z.string(), body: z.string(), createdAt: isoDateTime, readAt: nullableDateTime }),
    ),
    auditEntries: z
      .array(
        z.object({
          organization: z.string().nullable().meta({ description: 'Null: registro da plataforma' }),
          action: z.string(),
          actionLabel: z.string(),
          target: z.object({ type: z.string(), label: z.string().nullable() }),
          changes: z.record(z.string(), z.unknown()).nullable(),
          ip: z.string().nullable(),
          userAgent: z.string().nullable(),
          createdAt: isoDateTime,
        }),
      )
      .meta({ description: 'O que a pessoa fez, como o registro de auditoria guardou' }),
  })
  .meta({ id: 'UserDataExport' });

const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d ? d.toISOString() : null);

function sessionStatus(s: { revokedAt: Date | null; expiresAt: Date }, now: Date) {
  if (s.revokedAt) return 'revoked' as const;
  return s.expiresAt <= now ? ('expired' as const) : ('active' as const);
}

export function userDataToResponse(data: UserData, now = new Date()): z.output<typeof userDataExportSchema> {
  const profile = data.profile!;
  return {
    format: 'abastece.user-data/1',
    exportedAt: iso(now),
    profile: {
      id: profile.id,
      name: profile.name,
      email: profile.email,
      image: profile.image,
      emailVerified: profile.emailVerified,
      twoFactorEnabled: profile.twoFactorEnabled,
      hasPassword: profile.hasPassword,
      metadata: profile.metadata,
      createdAt: iso(profile.createdAt),
      updatedAt: iso(profile.updatedAt),
      linkedAccounts: data.linkedAccounts.map((a) => ({
        provider: a.provider,
        providerAccountId: a.providerAccountId,
        linkedAt: iso(a.createdAt),
      })),
    },
    memberships: data.memberships.map((m) => ({
      organization: { id: m.organizationId, name: m.organizationName },
      role: m.role,
      since: iso(m.since),
    })),
    supplierMemberships: data.supplierMemberships.map((m) => ({
      supplier: { id: m.supplierId, name: m.supplierName },
      role: m.role,
      since: iso(m.since),
    })),
    sessions: data.sessions.map((s) => ({
      createdAt: iso(s.createdAt),
      lastSeenAt: iso(s.lastSeenAt),
      expiresAt: iso(s.expiresAt),
      revokedAt: isoOrNull(s.revokedAt),
      status: sessionStatus(s, now),
      userAgent: s.userAgent,
      ipAddress: s.ipAddress,
    })),
    orders: data.orders.map((o) => ({
      number: o.number,
      organization: o.organizationName,
      description: o.description,
      notes: o.notes,
      status: o.status,
      total: o.totalAmount === null ? null : Number(o.totalAmount),
      createdAt: iso(o.createdAt),
      lines: o.lines.map((l) => ({
        product: l.productName,
        unit: l.unit,
        supplier: l.supplierName,
        quantity: l.quantity,
        unitPrice: Number(l.unitPrice),
        total: Number(l.totalPrice),
        status: l.status,
      })),
    })),
    leads: data.leads.map((l) => ({
      organization: l.organizationName,
      name: l.name,
      email: l.email,
      phone: l.phone,
      createdAt: iso(l.createdAt),
    })),
    shoppingLists: data.shoppingLists.map((l) => ({
      organization: l.organizationName,
      name: l.name,
      createdAt: iso(l.createdAt),
      updatedAt: iso(l.updatedAt),
      items: l.items.map((i) => ({ product: i.productName, unit: i.unit, quantity: i.quantity })),
    })),
    cart: data.cart.map((i) => ({
      organization: i.organizationName,
      product: i.productName,
      unit: i.unit,
      supplier: i.supplierName,
      quantity: i.quantity,
      price: Number(i.price),
      addedAt: iso(i.addedAt),
    })),
    notifications: data.notifications.map((n) => ({
      title: n.title,
      body: n.body,
      createdAt: iso(n.createdAt),
      readAt: isoOrNull(n.readAt),
    })),
    auditEntries: data.auditEntries.map((e) => ({
      organization: e.organizationName,
      action: e.action,
      actionLabel: AUDIT_ACTIONS[e.action as AuditAction] ?? e.action,
      target: { type: e.targetType, label: e.targetLabel },
      changes: e.changes,
      ip: e.ip,
      userAgent: e.userAgent,
      createdAt: iso(e.createdAt),
    })),
  };
}
