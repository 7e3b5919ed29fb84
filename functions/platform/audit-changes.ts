import type { AuditChanges } from '../../db/schema/audit';

const same = (a: unknown, b: unknown) =>
  a instanceof Date || b instanceof Date
    ? (a as Date | null)?.getTime?.() === (b as Date | null)?.getTime?.()
    : JSON.stringify(a) === JSON.stringify(b);

/** Before/after of the listed fields that differ, or null when none did (then there is nothing to record). */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
): AuditChanges | null {
  const changes: AuditChanges = {};
  for (const field of fields) {
    if (!same(before[field], after[field])) changes[field] = { before: before[field], after: after[field] };
  }
  return Object.keys(changes).length ? changes : null;
}
