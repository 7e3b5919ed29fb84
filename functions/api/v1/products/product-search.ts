import { and, or, sql, type SQL } from 'drizzle-orm';
import { products } from '../../../../db/schema/catalogue';

const UNITS = 'kg|g|mg|l|ml|un|und|cx|pct|dz|m|cm|mm';

/**
 * What the database's `search_normalize` does to a product (migration 0017), done to what the
 * buyer typed: lower case, accents off, punctuation as spaces, "5 kg" → "5kg". A test holds the two
 * equal over a table of strings.
 */
export function normalizeSearch(text: string) {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(new RegExp(`([0-9]) (${UNITS})(?= |$)`, 'g'), '$1$2')
    .trim();
}

/** A Portuguese plural reduced to what its singular shares: "tomates" → "tomate", "pães" → "pao". */
export function singularStem(word: string) {
  if (word.length < 4 || /^[0-9]/.test(word)) return word;
  if (/[oa]es$/.test(word)) return `${word.slice(0, -3)}ao`;
  if (/[rzs]es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type ProductSearch = { text: string; words: string[] };

/** The normalized text and the words that must each be found (shorter than 3 letters only rank). */
export function parseSearch(input: string): ProductSearch | null {
  const text = normalizeSearch(input);
  if (!text) return null;
  const all = text.split(' ');
  const words = all.filter((w) => w.length >= 3);
  return { text, words: words.length ? words : [text] };
}

/**
 * Every word is in the product's search text (name, codes, description, supplier, category) as its
 * singular stem. Approximate (asked only when the exact search finds nothing), a word of 4 letters
 * or more may instead be close by trigrams: a typo ("acucra", "mussarela" for "muçarela"; the
 * threshold is the database's, migration 0017). Each word is one condition the trigram GIN index
 * answers, so the whole search is a bitmap of index scans.
 */
export function productSearchCondition(search: ProductSearch, approximate = false): SQL {
  return and(
    ...search.words.map((word) =>
      or(
        sql`${products.searchText} LIKE ${likeLiteral(singularStem(word))}`,
        approximate && word.length >= 4 ? sql`${word} <% ${products.searchText}` : undefined,
      )!,
    ),
  )!;
}

/**
 * Runs a search exactly, and again approximately when nothing was found: a close word never pushes
 * aside the products that hold the word typed ("feijao" does not bring "requeijão").
 */
export async function exactThenApproximate<T extends { total: number }>(
  search: ProductSearch | null,
  run: (approximate: boolean) => Promise<T>,
): Promise<T & { approximate: boolean }> {
  const exact = await run(false);
  if (exact.total > 0 || !search || !search.words.some((w) => w.length >= 4)) return { ...exact, approximate: false };
  return { ...(await run(true)), approximate: true };
}

/**
 * Relevance: the name equal to what was typed, then starting with it, then holding every word,
 * then by how much of the typed text the name (and after it the whole search text) resembles.
 */
export function productSearchRank(search: ProductSearch): SQL[] {
  const name = sql`search_normalize(${products.name})`;
  const inName = and(...search.words.map((w) => sql`${name} LIKE ${likeLiteral(singularStem(w))}`))!;
  return [
    sql`CASE WHEN ${name} = ${search.text} THEN 0 WHEN ${name} LIKE ${`${search.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} THEN 1 WHEN ${inName} THEN 2 ELSE 3 END`,
    sql`word_similarity(${search.text}, ${name}) DESC`,
    sql`word_similarity(${search.text}, ${products.searchText}) DESC`,
  ];
}
