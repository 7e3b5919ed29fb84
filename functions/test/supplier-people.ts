import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema/sessions';
import { supplierMembers } from '../../db/schema/supplier-people';
import { createUser, withDb, type Principal } from './tenant';

/** A person who answers for the supplier, signed in with the supplier active (the portal). */
export async function createSupplierPerson(supplierId: string, role: 'admin' | 'staff'): Promise<Principal> {
  const person = await createUser({ name: `Fornecedor ${role}` });
  await withDb(async (db) => {
    await db.insert(supplierMembers).values({ supplierId, userId: person.user.id, role });
    await db.update(sessions).set({ activeSupplierId: supplierId }).where(eq(sessions.id, person.sessionId));
  });
  return person;
}
