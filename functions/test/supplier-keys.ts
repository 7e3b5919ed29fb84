import { supplierApiKeys } from '../../db/schema/supplier-api';
import { generateApiKey } from '../identity/api-keys';
import { withDb } from './tenant';

/** A supplier API key straight in the database; returns its id and secret. */
export async function createSupplierKey(supplierId: string, values: Partial<typeof supplierApiKeys.$inferInsert> = {}) {
  const generated = generateApiKey('sk_');
  const [row] = await withDb((db) =>
    db
      .insert(supplierApiKeys)
      .values({
        name: 'Integração ERP',
        supplierId,
        keyHash: generated.hash,
        keyPrefix: generated.prefix,
        keyLast4: generated.last4,
        neverExpires: true,
        ...values,
      })
      .returning({ id: supplierApiKeys.id }),
  );
  return { id: row!.id, key: generated.key };
}
