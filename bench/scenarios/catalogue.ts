import { catalogue } from '../fixtures';
import { scenario } from '../scenario';

async function firstCategoryId(baseUrl: string): Promise<string> {
  const categories = (await (await fetch(`${baseUrl}/api/v1/categorys`)).json()) as Array<{ id: string }>;
  return categories[0]!.id;
}

// The rows measure the database path: `no-cache` makes the edge cache read afresh.
const revalidate = () => ({ headers: { 'cache-control': 'no-cache' } });

/** The catalogue and its search at 100,000 products: through the edge cache, revalidated, and without it. */
export default scenario({
  name: 'catalogue',
  summary: 'GET /products at 100,000 products: a page, the edge cache, a category by price, search and a typo',
  async prepare(ctx) {
    return catalogue(ctx);
  },
  async measure({ stack, report, loadRow }, products) {
    const url = (query: string) => `${stack.baseUrl}/api/v1/products?${query}`;
    report.note(`Catalogue: ${products} active products.`);
    await loadRow('GET /api/v1/products (catalogue page, 24 by name)', url('limit=24'), revalidate);
    await loadRow('GET /api/v1/products (the same page answered by the edge cache)', url('limit=24'));
    await loadRow(
      'GET /api/v1/products?sort=price (filtered by category)',
      url(`limit=24&sort=price&categoryId=${await firstCategoryId(stack.baseUrl)}`),
      revalidate,
    );
    // Words found as typed, three words with a size, and a typo that takes the approximate pass.
    const searches = [
      ['search=acucar refinado (100,000 products, by relevance)', 'limit=24&search=acucar%20refinado'],
      // "Feijão especial 12 kg lote 61" and its like exist (the fixture's names repeat every 800).
      ['search=feijao especial 12kg (three words, one a size)', 'limit=24&search=feijao%20especial%2012kg'],
      ['search=mussarela (typo: nothing exact, then the approximate pass)', 'limit=24&search=mussarela'],
    ] as const;
    for (const [name, query] of searches) await loadRow(`GET /api/v1/products?${name}`, url(query), revalidate);
    // The database path without the cache middleware: `includeInactive=true` skips the edge cache for
    // anyone (only the operator's request may depend on who asks) and, from an anonymous caller, runs the
    // same statements as the rows above. What the revalidating rows pay on top is the location cache's
    // version read and its write of the fresh copy — here miniflare's local Cache API, a SQLite file.
    for (const [name, query] of [['catalogue page, 24 by name', 'limit=24'], ...searches] as const) {
      await loadRow(
        `GET /api/v1/products (${name.split(' (')[0]}; database path, edge cache skipped)`,
        url(`${query}&includeInactive=true`),
      );
    }
  },
});
