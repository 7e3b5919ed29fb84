import { and, asc, desc, eq } from 'drizzle-orm';
import { products, suppliers } from '../../db/schema/catalogue';
import type { Db } from '../platform/db';
import { buyerPrice } from '../catalogue/buyer-price';
import {
  exactThenApproximateEach,
  parseSearch,
  productSearchCondition,
  productSearchRank,
  searchTier,
  type ProductSearch,
} from '../catalogue/product-search';
import type { DeliveryCity } from '../organizations/delivery-city';
import { productVisibleTo } from '../suppliers/supplier-visibility';
import { buyerTerms, buyerTermsOn, deliversToBuyer, effectiveTerms } from '../suppliers/buyer-supplier-terms';

/** How many products a name line offers to choose from. */
const NAME_CANDIDATES = 5;

/**
 * A catalogue product as the quick order shows it, and whether its supplier delivers to the city (the
 * query joins buyerTerms: an own supplier goes by the name the buyer knows it by).
 */
export const candidateColumns = (organizationId: string, city: DeliveryCity | null) => ({
  id: products.id,
  sku: products.sku,
  name: products.name,
  unit: products.unit,
  price: buyerPrice(organizationId),
  minimumOrder: products.minimumOrder,
  inStock: products.inStock,
  image: products.image,
  supplier: { id: suppliers.id, name: effectiveTerms.supplierName, color: suppliers.color },
  delivers: deliversToBuyer(organizationId, city),
});

export type NameCandidate = {
  id: string;
  sku: string;
  name: string;
  unit: string;
  price: string;
  minimumOrder: number;
  inStock: boolean;
  image: string | null;
  supplier: { id: string; name: string; color: string };
  delivers: boolean;
  tier: number;
};

/**
 * The catalogue's own search (the buyer's catalogue: active products of active suppliers, its price),
 * those whose supplier delivers to the city first, then by the catalogue's relevance.
 */
const nameQuery = (db: Db, organizationId: string, city: DeliveryCity | null) => (s: ProductSearch, approx: boolean) =>
  db
    .select({ ...candidateColumns(organizationId, city), tier: searchTier(s) })
    .from(products)
    .innerJoin(suppliers, eq(suppliers.id, products.supplierId))
    .leftJoin(buyerTerms, buyerTermsOn(organizationId))
    .where(
      and(
        eq(products.isActive, true),
        eq(suppliers.isActive, true),
        productVisibleTo(organizationId),
        productSearchCondition(s, approx),
      ),
    )
    .orderBy(desc(deliversToBuyer(organizationId, city)), ...productSearchRank(s), asc(products.name), asc(products.id))
    .limit(NAME_CANDIDATES);

export type NameMatch = {
  status: 'matched' | 'ambiguous' | 'not_found';
  /** Best first; when matched, the first is the product and the others are alternatives. */
  candidates: NameCandidate[];
  approximate: boolean;
};

/**
 * What a name found, as the catalogue of the delivery city shows it: the products whose supplier
 * delivers there, or — only when none does — those elsewhere (the answer says they do not deliver).
 * One is a match; so is the only product whose name is, or begins with, what was typed ("leite" is
 * "Leite integral" before "Creme de leite"); any other choice is the person's, as is a product found
 * only by a name close to the one typed (a typo).
 */
export function decideByName(rows: NameCandidate[], approximate: boolean): NameMatch {
  const inCity = rows.filter((r) => r.delivers);
  const candidates = inCity.length > 0 ? inCity : rows;
  if (candidates.length === 0) return { status: 'not_found', candidates, approximate };
  const best = candidates[0]!.tier;
  const clear = candidates.length === 1 || (best <= 1 && candidates.filter((c) => c.tier === best).length === 1);
  return { status: clear && !approximate ? 'matched' : 'ambiguous', candidates, approximate };
}

/** Each name looked up in the catalogue (two round trips for the whole list); null when nothing searchable was typed. */
export async function findByName(
  db: Db,
  organizationId: string,
  city: DeliveryCity | null,
  names: string[],
): Promise<Map<string, NameMatch>> {
  const searches = new Map<string, ProductSearch>();
  for (const name of names) {
    const search = parseSearch(name);
    if (search) searches.set(search.text, search);
  }
  const list = [...searches.values()];
  const found = await exactThenApproximateEach<NameCandidate>(db, list, nameQuery(db, organizationId, city));
  const byText = new Map(list.map((s, i) => [s.text, decideByName(found[i]!.rows, found[i]!.approximate)]));
  const none: NameMatch = { status: 'not_found', candidates: [], approximate: false };
  return new Map(names.map((name) => [name, byText.get(parseSearch(name)?.text ?? '') ?? none]));
}
