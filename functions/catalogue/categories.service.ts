import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { categories, products, suppliers } from '../../db/schema/catalogue';
import { supplierVisibleTo } from '../suppliers/supplier-visibility';
import type { Db } from '../platform/db';
import { ApiError, notFound } from '../platform/errors';
import { isUniqueViolation } from '../platform/pg-errors';

export type CategoryRow = typeof categories.$inferSelect;
export interface CategoryInput {
  name: string;
  image?: string | null;
  icon?: string | null;
  color?: string | null;
  isActive?: boolean;
}

const categoryNotFound = () => notFound('Category not found');
const nameTaken = () => new ApiError({ code: 'CONFLICT', message: 'Já existe uma categoria com esse nome' });

export async function listCategories(db: Db, options: { includeInactive: boolean }) {
  return db
    .select()
    .from(categories)
    .where(options.includeInactive ? undefined : eq(categories.isActive, true))
    .orderBy(asc(categories.name));
}

/**
 * Each active category with the number of active products in it, of the public catalogue (this answer is
 * edge-cached for everyone): a buyer's private price list, and an unlisted supplier's products, not counted.
 */
export async function listCategoriesWithCount(db: Db) {
  return db
    .select({ category: categories, productCount: sql<number>`cast(${count(products.id)} as int)` })
    .from(categories)
    .leftJoin(
      products,
      and(
        eq(products.categoryId, categories.id),
        eq(products.isActive, true),
        isNull(products.organizationId),
        sql`EXISTS (SELECT 1 FROM ${suppliers} WHERE ${suppliers.id} = ${products.supplierId} AND ${supplierVisibleTo(null)})`,
      ),
    )
    .where(eq(categories.isActive, true))
    .groupBy(categories.id)
    .orderBy(asc(categories.name));
}

export async function getCategory(db: Db, id: string) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id)).limit(1);
  if (!row) throw categoryNotFound();
  return row;
}

export async function createCategory(db: Db, input: CategoryInput) {
  try {
    const [row] = await db
      .insert(categories)
      .values({
        name: input.name,
        image: input.image ?? null,
        icon: input.icon ?? null,
        color: input.color ?? null,
        isActive: input.isActive ?? true,
      })
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error, 'categories_name_lower_key')) throw nameTaken();
    throw error;
  }
}

export async function updateCategory(db: Db, id: string, input: Partial<CategoryInput>) {
  try {
    const [row] = await db
      .update(categories)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.image !== undefined ? { image: input.image } : {}),
        ...(input.icon !== undefined ? { icon: input.icon } : {}),
        ...(input.color !== undefined ? { color: input.color } : {}),
        ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
      })
      .where(eq(categories.id, id))
      .returning();
    if (!row) throw categoryNotFound();
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'categories_name_lower_key')) throw nameTaken();
    throw error;
  }
}

/** A category that still has products cannot be deleted (deactivate it instead). */
export async function deleteCategory(db: Db, id: string) {
  const [inUse] = await db.select({ id: products.id }).from(products).where(eq(products.categoryId, id)).limit(1);
  if (inUse)
    throw new ApiError({ code: 'CONFLICT', message: 'Esta categoria tem produtos: desative-a em vez de excluir' });
  const [row] = await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
  if (!row) throw categoryNotFound();
}
