import { and, or, sql, type SQL } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { products } from '../../db/schema/catalogue';
import { batch, type Db } from '../platform/db';

const UNITS = 'kg|g|mg|l|ml|un|und|cx|pct|dz|m|cm|mm';
/** Words that say nothing about a product: "farinha de trigo" finds "Farinha trigo tipo 1". */
const STOPWORDS = new Set(['a', 'o', 'as', 'os', 'e', 'de', 'da', 'do', 'das', 'dos', 'com', 'sem', 'em', 'para']);
/**
 * When nothing matches as typed, a word may match a whole word of the product sharing this share of
 * their trigrams (strict word similarity: whole words only, so "fejão" finds "feijão" — 4 of 9 — but
 * not the "fe" that begins "feito", which a partial extent would count).
 */
export const APPROXIMATE_THRESHOLD = 0.35;

/**
 * What the database's `search_normalize` does to a product (migration 0017), done to what the
 * buyer typed: lower case, accents and ligatures off (NFKD, as unaccent: "1ª" → "1a", "½" → "1 2"),
 * a decimal kept in one piece ("1,5" → "1d5"), punctuation as spaces, "5 kg" → "5kg". A test holds
 * the two equal over a table of strings.
 */
export function normalizeSearch(text: string) {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/([0-9])[.,]([0-9])/g, '$1d$2')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(new RegExp(`([0-9]) (${UNITS})(?= |$)`, 'g'), '$1$2')
    .trim();
}

/**
 * A Portuguese plural reduced to what its singular shares: "tomates" → "tomate", "pães" → "pao",
 * "pastéis" → "pastel", "pudins" → "pudim". The word as typed is tried as well, so a product whose
 * name is itself plural ("Limões siciliano") is found too.
 */
export function singularStem(word: string) {
  if (word.length < 4 || /^[0-9]/.test(word)) return word;
  if (/[oa]es$/.test(word)) return `${word.slice(0, -3)}ao`;
  if (/[eao]is$/.test(word)) return `${word.slice(0, -2)}l`;
  if (word.endsWith('ns')) return `${word.slice(0, -2)}m`;
  if (/[rzs]es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The word with two neighbouring letters swapped, each way ("frnago" → "frango"): a slip trigrams
 * barely see in a short word (it breaks three of its trigrams), found exactly by the index instead.
 */
export function adjacentSwaps(word: string): string[] {
  const swaps = new Set<string>();
  for (let i = 0; i < word.length - 1; i++) {
    if (word[i] === word[i + 1]) continue;
    swaps.add(word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2));
  }
  return [...swaps];
}

export type ProductSearch = {
  text: string;
  /** Found anywhere, as typed or as its singular (3 letters or more). */
  words: string[];
  /** Found at the start of a word: numbers and sizes ("5kg" is not "15kg"), or short bits typed alone. */
  starts: string[];
};

/** The normalized text and what must be found; null when nothing searchable was typed. */
export function parseSearch(input: string): ProductSearch | null {
  const text = normalizeSearch(input);
  if (!text) return null;
  const tokens = text.split(' ').filter((t) => !STOPWORDS.has(t));
  const numbers = tokens.filter((t) => /^[0-9]/.test(t));
  const words = tokens.filter((t) => !/^[0-9]/.test(t) && t.length >= 3);
  // Short bits ("ov") count only when nothing longer was typed; otherwise they just rank.
  const short = words.length || numbers.length ? [] : tokens.filter((t) => t.length < 3);
  if (!words.length && !numbers.length && !short.length) return null;
  return { text, words, starts: [...numbers, ...short] };
}

/**
 * A whole word of the product close to the typed one: the trigram index finds the candidates
 * (`<<%`), and the word that matched must not be much shorter than what was typed, or "parafuso"
 * would find the "para" of a description (4 of their 10 trigrams, as many as "asucar" shares with
 * "açúcar").
 */
const closeWord = (word: string) =>
  and(
    sql`${word} <<% ${products.searchText}`,
    sql`EXISTS (SELECT 1 FROM unnest(string_to_array(${products.searchText}, ' ')) AS w
      WHERE length(w) >= ${word.length - 2} AND similarity(w, ${word}) > ${APPROXIMATE_THRESHOLD})`,
  )!;

/** The word begins the search text or follows a space: the trigram index answers both. */
const startsAWord = (part: string) =>
  or(
    sql`${products.searchText} LIKE ${`${escapeLike(part)}%`}`,
    sql`${products.searchText} LIKE ${`% ${escapeLike(part)}%`}`,
  )!;

/**
 * Everything typed is in the product's search text (name, codes, description, supplier,
 * category). Approximate — asked only when the exact search finds nothing — a word of 4 letters or
 * more may instead be close by trigrams to a whole word (a typo: "acucra", "mussarela" for
 * "muçarela", "fejão"), or be found with two neighbouring letters swapped ("frnago"). Each part
 * is a condition the trigram GIN index answers, so a search is a bitmap of index scans.
 */
export function productSearchCondition(search: ProductSearch, approximate = false): SQL {
  return and(
    ...search.starts.map(startsAWord),
    ...search.words.map((word) => {
      const stem = singularStem(word);
      return or(
        sql`${products.searchText} LIKE ${`%${escapeLike(stem)}%`}`,
        stem !== word ? sql`${products.searchText} LIKE ${`%${escapeLike(word)}%`}` : undefined,
        approximate && word.length >= 4 ? closeWord(word) : undefined,
        ...(approximate && word.length >= 4
          ? adjacentSwaps(word).map((swap) => sql`${products.searchText} LIKE ${`%${escapeLike(swap)}%`}`)
          : []),
      )!;
    }),
  )!;
}

/** One pass of a search (exact or approximate) as statements for a batch, and how to read their results. */
export interface SearchPass<T> {
  queries: [BatchItem<'pg'>, ...BatchItem<'pg'>[]];
  read: (results: unknown[]) => T;
}

/**
 * A search's page carries its total (`count(*) OVER ()`, see searchTotal): its matches are few and all
 * read to rank them anyway, where a count statement beside the page would search a second time. A
 * page past the last has no row to carry it, so pages after the first send the count along.
 */
export function searchPass<R>(
  page: number,
  listWithTotal: BatchItem<'pg'>,
  count: () => BatchItem<'pg'>,
): SearchPass<{ rows: R[]; total: number }> {
  return {
    queries: page > 1 ? [listWithTotal, count()] : [listWithTotal],
    read: ([listed, counted]) => {
      const rows = listed as (R & { searchTotal: number })[];
      const total = rows[0]?.searchTotal ?? (counted as { value: number }[] | undefined)?.[0]?.value ?? 0;
      return { rows: rows.map(({ searchTotal: _, ...row }) => row as R), total };
    },
  };
}

/** How many rows the statement matches, on each of its rows (the window runs before LIMIT). */
export const searchTotal = () => sql<number>`count(*) OVER ()`.mapWith(Number);

/** The trigram threshold of the approximate pass, for the batch's transaction (a pooled connection keeps no session settings). */
const approximateThreshold = (db: Db) =>
  db.execute(
    sql`SELECT set_config('pg_trgm.strict_word_similarity_threshold', ${String(APPROXIMATE_THRESHOLD)}, true)`,
  );

/** Whether a search that found nothing as typed may hold a typo worth the approximate pass. */
const mayBeATypo = (search: ProductSearch | null) => !!search?.words.some((w) => w.length >= 4);

/**
 * Many searches at once, each as exactThenApproximate runs one: every exact pass in one batch, then
 * the approximate passes of those that found nothing and may hold a typo in a second one (after the
 * threshold). A list of names (the quick order's) costs two round trips, not two per name.
 */
export async function exactThenApproximateEach<R>(
  db: Db,
  searches: ProductSearch[],
  query: (search: ProductSearch, approximate: boolean) => BatchItem<'pg'>,
): Promise<Array<{ rows: R[]; approximate: boolean }>> {
  if (searches.length === 0) return [];
  const exact = (await batch(db, searches.map((s) => query(s, false)) as [BatchItem<'pg'>])) as R[][];
  const retry = searches.flatMap((s, i) => (exact[i]!.length === 0 && mayBeATypo(s) ? [i] : []));
  const found = exact.map((rows) => ({ rows, approximate: false }));
  if (retry.length === 0) return found;
  const results = (await batch(db, [
    approximateThreshold(db),
    ...retry.map((i) => query(searches[i]!, true)),
  ])) as unknown[];
  retry.forEach((searchIndex, i) => (found[searchIndex] = { rows: results[i + 1] as R[], approximate: true }));
  return found;
}

/**
 * Runs a search exactly, and approximately when nothing was found — a close word never pushes aside
 * the products that hold the word typed ("feijao" does not bring "requeijão"). The exact pass is one
 * batch (the page and its total): one round trip, and no more work than the page itself for the
 * searches people type most, which find something. Only when it found nothing and a word could be a
 * typo does a second batch follow: the trigram threshold for the batch's transaction (a pooled
 * connection keeps no session settings) and the approximate pass. (Sending both passes in one batch
 * saved that second round trip for typos but cost every found search three more evaluations of the
 * exact search: `npm run bench` read "acucar refinado" at 105 req/s against 166 before.)
 *
 * `foundExactly` is for a pass narrower than where the decision is made (the catalogue filtered by a
 * category: an empty category is not a typo, and the list must agree with the category counts). Then
 * the second batch first asks whether the exact search finds anything without that filter, and the
 * approximate pass carries `NOT foundExactly` as its `onlyIf` condition: uncorrelated, PostgreSQL
 * evaluates it once before reading anything. Without it the exact pass's empty answer already decided,
 * and the typo path runs the exact search no more times than it has to.
 */
export async function exactThenApproximate<T extends { total: number }>(
  db: Db,
  search: ProductSearch | null,
  pass: (approximate: boolean, onlyIf?: SQL) => SearchPass<T>,
  foundExactly?: () => SQL,
): Promise<T & { approximate: boolean }> {
  const exact = pass(false);
  const exactResult = exact.read((await batch(db, exact.queries)) as unknown[]);
  if (exactResult.total > 0 || !mayBeATypo(search)) {
    return { ...exactResult, approximate: false };
  }
  const threshold = approximateThreshold(db);
  if (!foundExactly) {
    const approximate = pass(true);
    const results = (await batch(db, [threshold, ...approximate.queries])) as unknown[];
    return { ...approximate.read(results.slice(1)), approximate: true };
  }
  const found = foundExactly();
  const approximate = pass(true, sql`NOT ${found}`);
  const results = (await batch(db, [
    db.execute<{ found: boolean }>(sql`SELECT ${found} AS found`),
    threshold,
    ...approximate.queries,
  ])) as unknown[];
  if ((results[0] as { rows: { found: boolean }[] }).rows[0]?.found) return { ...exactResult, approximate: false };
  return { ...approximate.read(results.slice(2)), approximate: true };
}

/**
 * How closely the name answers what was typed: 0 equal to it, 1 starting with it, 2 holding every
 * word, 3 found elsewhere (codes, description, supplier, category) or approximately.
 */
export function searchTier(search: ProductSearch): SQL<number> {
  // Stored by the database (a generated column): no normalizing per row at query time.
  const name = sql`${products.searchName}`;
  const inName = and(sql`true`, ...search.words.map((w) => sql`${name} LIKE ${`%${escapeLike(singularStem(w))}%`}`))!;
  return sql<number>`CASE WHEN ${name} = ${search.text} THEN 0 WHEN ${name} LIKE ${`${escapeLike(search.text)}%`} THEN 1 WHEN ${inName} THEN 2 ELSE 3 END`;
}

/**
 * Relevance: the name equal to what was typed, then starting with it, then holding every word,
 * then by how much of the typed text the name (and after it the whole search text) resembles.
 */
export function productSearchRank(search: ProductSearch): SQL[] {
  return [
    searchTier(search),
    sql`word_similarity(${search.text}, ${products.searchName}) DESC`,
    sql`word_similarity(${search.text}, ${products.searchText}) DESC`,
  ];
}
