import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { categories, cities, products, supplierCities, suppliers } from '../../db/schema/catalogue';
import { planSupplier, withPlanDatabase } from '../test/plan-database';
import { call, randomCnpj, withDb } from '../test/tenant';
import { normalizeSearch } from './product-search';
import { productListQuery } from './products.service';

// Digits only: a hex suffix could hold "cafe" or "bebe" and match a query of the table.
const suffix = () => String(Math.floor(Math.random() * 1e9));

type Item = { name: string; category: string; supplier: string; description?: string; sku?: string; gtin?: string };

/** A fixed catalogue in a city of its own (queries filter by it, so no other test's products rank). */
const CATALOGUE: Item[] = [
  { name: 'Açúcar refinado 1 kg', category: 'Mercearia', supplier: 'Armazém Dona Benta', sku: 'ADB-0001' },
  { name: 'Feijão preto tipo 1 1 kg', category: 'Mercearia', supplier: 'Armazém Dona Benta' },
  { name: 'Feijão carioca 1 kg', category: 'Mercearia', supplier: 'Armazém Dona Benta' },
  { name: 'Arroz tipo 1 5 kg', category: 'Mercearia', supplier: 'Armazém Dona Benta' },
  { name: 'Arroz integral 1 kg', category: 'Mercearia', supplier: 'Armazém Dona Benta' },
  {
    name: 'Farinha de trigo 5 kg',
    category: 'Mercearia',
    supplier: 'Armazém Dona Benta',
    description: 'Ideal para bolos e massas caseiras',
  },
  { name: 'Óleo de soja 900 ml', category: 'Mercearia', supplier: 'Armazém Dona Benta' },
  { name: 'Café torrado e moído 500 g', category: 'Mercearia', supplier: 'Armazém Dona Benta', gtin: '7894900011517' },
  {
    name: 'Macarrão espaguete 500 g',
    category: 'Mercearia',
    supplier: 'Armazém Dona Benta',
    description: 'Massa de sêmola',
  },
  { name: 'Pão francês', category: 'Padaria', supplier: 'Armazém Dona Benta' },
  {
    name: 'Doce de leite 400 g',
    category: 'Mercearia',
    supplier: 'Armazém Dona Benta',
    description: 'Feito com leite e açúcar',
  },
  {
    name: 'Muçarela fatiada',
    category: 'Laticínios',
    supplier: 'Laticínios Serra Verde',
    description: 'Queijo muçarela em fatias',
  },
  { name: 'Queijo parmesão ralado', category: 'Laticínios', supplier: 'Laticínios Serra Verde' },
  { name: 'Leite integral UHT 1 l', category: 'Laticínios', supplier: 'Laticínios Serra Verde' },
  { name: 'Manteiga com sal 200 g', category: 'Laticínios', supplier: 'Laticínios Serra Verde' },
  { name: 'Requeijão cremoso', category: 'Laticínios', supplier: 'Laticínios Serra Verde' },
  { name: 'Tomate italiano', category: 'Hortifruti', supplier: 'Sítio Bom Preço' },
  { name: 'Cebola roxa', category: 'Hortifruti', supplier: 'Sítio Bom Preço' },
  { name: 'Batata inglesa', category: 'Hortifruti', supplier: 'Sítio Bom Preço' },
  { name: 'Alface crespa', category: 'Hortifruti', supplier: 'Sítio Bom Preço' },
  { name: 'Limão tahiti', category: 'Hortifruti', supplier: 'Sítio Bom Preço', description: 'Ácido e suculento' },
  { name: 'Picanha bovina', category: 'Carnes', supplier: 'Frigorífico Pampa' },
  { name: 'Peito de frango', category: 'Carnes', supplier: 'Frigorífico Pampa' },
  { name: 'Linguiça toscana', category: 'Carnes', supplier: 'Frigorífico Pampa' },
  { name: 'Camarões limpos', category: 'Carnes', supplier: 'Frigorífico Pampa' },
  { name: 'Arroz parboilizado 15 kg', category: 'Mercearia', supplier: 'Armazém Dona Benta' },
  { name: 'Pastel de queijo congelado', category: 'Padaria', supplier: 'Armazém Dona Benta' },
  { name: 'Ovos brancos', category: 'Mercearia', supplier: 'Armazém Dona Benta' },
];

/** Each query with the product it must put first (or, for a supplier's name, whose product). */
const RELEVANCE: Array<[query: string, top: string | { supplier: string }]> = [
  ['acucar', 'Açúcar refinado 1 kg'],
  ['açucar', 'Açúcar refinado 1 kg'],
  ['acuçar', 'Açúcar refinado 1 kg'],
  ['acucra', 'Açúcar refinado 1 kg'],
  ['açúcar refinado', 'Açúcar refinado 1 kg'],
  ['AÇÚCAR', 'Açúcar refinado 1 kg'],
  ['acucar refinado 1kg', 'Açúcar refinado 1 kg'],
  ['feijao preto', 'Feijão preto tipo 1 1 kg'],
  ['feijão carioca', 'Feijão carioca 1 kg'],
  ['feijoes pretos', 'Feijão preto tipo 1 1 kg'],
  ['arroz 5kg', 'Arroz tipo 1 5 kg'],
  ['arroz 5 kg', 'Arroz tipo 1 5 kg'],
  ['arroz integral', 'Arroz integral 1 kg'],
  ['tomates', 'Tomate italiano'],
  ['cebolas roxas', 'Cebola roxa'],
  ['paes', 'Pão francês'],
  ['mucarela', 'Muçarela fatiada'],
  ['mussarela', 'Muçarela fatiada'],
  ['parmesao', 'Queijo parmesão ralado'],
  ['queijo', 'Queijo parmesão ralado'],
  ['leite', 'Leite integral UHT 1 l'],
  ['requeijao', 'Requeijão cremoso'],
  ['linguica', 'Linguiça toscana'],
  ['oleo de soja', 'Óleo de soja 900 ml'],
  ['oleo 900ml', 'Óleo de soja 900 ml'],
  ['cafe moido 500g', 'Café torrado e moído 500 g'],
  ['trigo', 'Farinha de trigo 5 kg'],
  ['semola', 'Macarrão espaguete 500 g'],
  ['suculento', 'Limão tahiti'],
  ['batata ingl', 'Batata inglesa'],
  ['alfase', 'Alface crespa'],
  ['picanha', 'Picanha bovina'],
  ['frango', 'Peito de frango'],
  ['camaroes', 'Camarões limpos'],
  ['camarões limpos', 'Camarões limpos'],
  ['pasteis', 'Pastel de queijo congelado'],
  ['arroz 15kg', 'Arroz parboilizado 15 kg'],
  ['ov', 'Ovos brancos'],
  ['farinha de trigo', 'Farinha de trigo 5 kg'],
  ['ADB-0001', 'Açúcar refinado 1 kg'],
  ['adb 0001', 'Açúcar refinado 1 kg'],
  ['7894900011517', 'Café torrado e moído 500 g'],
  ['serra verde', { supplier: 'Laticínios Serra Verde' }],
  ['frigorifico pampa', { supplier: 'Frigorífico Pampa' }],
  ['hortifruti', { supplier: 'Sítio Bom Preço' }],
];

/**
 * Misspellings a buyer types (a letter missing, swapped or doubled, an accent or a cedilla off, a
 * sound written another way), each with what it must find first, and only close words with it.
 */
const MISSPELLINGS: Array<[typed: string, top: string]> = [
  ['fejão', 'Feijão carioca 1 kg'],
  ['fejao preto', 'Feijão preto tipo 1 1 kg'],
  ['feijaõ carioca', 'Feijão carioca 1 kg'],
  ['acucar', 'Açúcar refinado 1 kg'],
  ['asucar', 'Açúcar refinado 1 kg'],
  ['açugar', 'Açúcar refinado 1 kg'],
  ['arros', 'Arroz integral 1 kg'],
  ['aroz integral', 'Arroz integral 1 kg'],
  ['arrosz', 'Arroz integral 1 kg'],
  ['tomaet', 'Tomate italiano'],
  ['tomatte', 'Tomate italiano'],
  ['sebola', 'Cebola roxa'],
  ['cebolla roxa', 'Cebola roxa'],
  ['batatta', 'Batata inglesa'],
  ['alfacce', 'Alface crespa'],
  ['limao taiti', 'Limão tahiti'],
  ['picanya', 'Picanha bovina'],
  ['pikanha', 'Picanha bovina'],
  ['frnago', 'Peito de frango'],
  ['linguisa', 'Linguiça toscana'],
  ['lingüiça', 'Linguiça toscana'],
  ['camaraoes', 'Camarões limpos'],
  ['mozarela', 'Muçarela fatiada'],
  ['parmesam', 'Queijo parmesão ralado'],
  ['queijjo parmesao', 'Queijo parmesão ralado'],
  ['requejao', 'Requeijão cremoso'],
  ['mantega', 'Manteiga com sal 200 g'],
  ['macarao', 'Macarrão espaguete 500 g'],
  ['farina de trigo', 'Farinha de trigo 5 kg'],
  ['oleo de sojja', 'Óleo de soja 900 ml'],
];

type Page = {
  data: Array<{ name: string; supplier: { name: string } }>;
  pagination: { total: number };
  approximate: boolean;
};

let cityId: string;
let id: string;

beforeAll(async () => {
  id = suffix();
  cityId = await withDb((db) =>
    db.transaction(async (tx) => {
      const [city] = await tx
        .insert(cities)
        .values({ name: `Cidade ${id}`, state: 'MG' })
        .returning({ id: cities.id });
      const categoryIds = new Map<string, string>();
      for (const name of new Set(CATALOGUE.map((i) => i.category))) {
        const [row] = await tx
          .insert(categories)
          .values({ name: `${name} ${id}` })
          .returning({ id: categories.id });
        categoryIds.set(name, row!.id);
      }
      const supplierIds = new Map<string, string>();
      for (const name of new Set(CATALOGUE.map((i) => i.supplier))) {
        const [row] = await tx
          .insert(suppliers)
          .values({ name: `${name} ${id}`, email: `s${id}@teste.dev`, cnpj: randomCnpj(), color: '#0f766e' })
          .returning({ id: suppliers.id });
        supplierIds.set(name, row!.id);
        await tx.insert(supplierCities).values({ supplierId: row!.id, cityId: city!.id });
      }
      await tx.insert(products).values(
        CATALOGUE.map((item) => ({
          name: item.name,
          description: item.description ?? null,
          sku: item.sku,
          gtin: item.gtin ?? null,
          price: '9.90',
          unit: 'un',
          categoryId: categoryIds.get(item.category)!,
          supplierId: supplierIds.get(item.supplier)!,
        })),
      );
      return city!.id;
    }),
  );
});

const search = async (query: string) => {
  const res = await call('GET', `/products?cityId=${cityId}&search=${encodeURIComponent(query)}&limit=5`);
  expect(res.status).toBe(200);
  return (await res.json()) as Page;
};

describe('catalogue search', () => {
  it.each(RELEVANCE)('"%s" puts %j first', async (query, top) => {
    const page = await search(query);
    const first = page.data[0];
    if (typeof top === 'string') expect(first?.name, JSON.stringify(page.data.map((p) => p.name))).toBe(top);
    else expect(first?.supplier.name).toBe(`${top.supplier} ${id}`);
  });

  it.each(MISSPELLINGS)('the misspelling "%s" finds %j first', async (typed, top) => {
    const page = await search(typed);
    expect(page.data[0]?.name, JSON.stringify(page.data.map((p) => p.name))).toBe(top);
  });

  it('a misspelled short word finds its close words and no noise', async () => {
    const beans = await search('fejão');
    expect(beans.approximate).toBe(true);
    expect(beans.data.map((p) => p.name).sort()).toEqual(['Feijão carioca 1 kg', 'Feijão preto tipo 1 1 kg']);
    // A long query with one typo narrows, never widens: every word must still be found.
    const long = await search('fejao preto tipo 1 1kg');
    expect(long.data.map((p) => p.name)).toEqual(['Feijão preto tipo 1 1 kg']);
  });

  it('allows typos only when nothing matches as typed, and says so', async () => {
    expect((await search('acucar')).approximate).toBe(false);
    const typo = await search('mussarela');
    expect(typo.approximate).toBe(true);
    expect(typo.data.map((p) => p.name)).toEqual(['Muçarela fatiada']);
  });

  it('puts the size asked for above sizes that only contain its digits', async () => {
    const page = await search('arroz 5kg');
    expect(page.data.map((p) => p.name)).toEqual(['Arroz tipo 1 5 kg']);
  });

  it('counts per category under the search, the category filter left out, and agrees with the list', async () => {
    const facets = async (query: string) => {
      const res = await call('GET', `/products/facets?cityId=${cityId}&${query}`);
      expect(res.status).toBe(200);
      return (await res.json()) as {
        categories: Array<{ id: string; name: string; count: number }>;
        total: number;
        approximate: boolean;
      };
    };
    const cheese = await facets('search=queijo');
    expect(cheese.categories.map((c) => [c.name, c.count])).toEqual([
      [`Laticínios ${id}`, 2],
      [`Padaria ${id}`, 1],
    ]);
    expect(cheese.total).toBe(3);
    const dairy = cheese.categories[0]!.id;
    expect((await facets(`search=queijo&categoryId=${dairy}`)).total).toBe(3);
    // A category the search leaves empty is empty, not a reason for near matches.
    const meat = (await facets('search=picanha')).categories[0]!;
    const inDairy = (await (
      await call('GET', `/products?cityId=${cityId}&search=picanha&categoryId=${dairy}`)
    ).json()) as Page;
    expect(meat.count).toBe(1);
    expect(inDairy).toMatchObject({ approximate: false, pagination: { total: 0 } });
    expect(await facets('search=mussarela')).toMatchObject({ total: 1, approximate: true });
  });

  it.each([
    ['maxPrice=abc', 'Preço máximo inválido: use um número como 12.50'],
    ['minPrice=0x10', 'Preço mínimo inválido: use um número como 12.50'],
    ['minPrice=20&maxPrice=10', 'O preço mínimo não pode ser maior que o máximo'],
  ])('refuses %s with "%s"', async (query, message) => {
    const res = await call('GET', `/products?${query}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { message } });
  });

  it('reads an empty price limit as none, and a limit to the centavo', async () => {
    expect((await call('GET', `/products?cityId=${cityId}&search=ovos&maxPrice=`)).status).toBe(200);
    expect(
      (await (await call('GET', `/products?cityId=${cityId}&search=ovos&maxPrice=9.89`)).json()) as Page,
    ).toMatchObject({ pagination: { total: 0 } });
    expect(
      (await (await call('GET', `/products?cityId=${cityId}&search=ovos&minPrice=9.90&maxPrice=9.90`)).json()) as Page,
    ).toMatchObject({ pagination: { total: 1 } });
  });

  it("gives a search's total on every page, a page past the last included, as typed and with a typo", async () => {
    const page = async (query: string, n: number) =>
      (await (await call('GET', `/products?cityId=${cityId}&search=${query}&limit=1&page=${n}`)).json()) as Page;
    const beans = [await page('feijao', 1), await page('feijao', 2), await page('feijao', 3)];
    expect(beans.map((p) => [p.data.length, p.pagination.total])).toEqual([
      [1, 2],
      [1, 2],
      [0, 2],
    ]);
    const typo = [await page('mussarela', 1), await page('mussarela', 2)];
    expect(typo.map((p) => [p.data.length, p.pagination.total, p.approximate])).toEqual([
      [1, 1, true],
      [0, 1, true],
    ]);
  });

  it('finds nothing for words no product holds, and narrows as words are added', async () => {
    expect((await search('parafuso')).data.map((p) => p.name)).toEqual([]);
    const beans = await search('feijao');
    expect(beans.data.map((p) => p.name)).toEqual(['Feijão carioca 1 kg', 'Feijão preto tipo 1 1 kg']);
    expect((await search('feijao carioca')).pagination.total).toBe(1);
  });

  it('normalizes a query exactly as the database normalizes a product', async () => {
    const samples = [
      'Açúcar Refinado 1 KG',
      'Feijão-preto  (tipo 1)',
      'Óleo de soja 900 ml',
      'arroz 5 kg',
      'Muçarela/Mussarela 1,5 kg',
      'CAFÉ 500g',
      'pão   francês',
      'ÀÉÎÕÜ ç ñ',
      'Pizza nº 1 · 1ª linha',
      '½ kg de manteiga',
      'Azeite 1,5 l',
      'R$ 1.250,00',
      '50% cacau',
    ];
    const rows = await withDb((db) =>
      db.execute<{ n: string }>(
        sql`SELECT search_normalize(s) AS n FROM unnest(${sql.raw(`ARRAY[${samples.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`)}) AS s`,
      ),
    );
    expect(rows.rows.map((r) => r.n)).toEqual(samples.map(normalizeSearch));
  });

  it('finds a supplier or a category by its new name after a rename', async () => {
    const [supplier] = await withDb((db) =>
      db
        .update(suppliers)
        .set({ name: `Empório Quitanda ${id}` })
        .where(sql`${suppliers.name} = ${`Sítio Bom Preço ${id}`}`)
        .returning({ id: suppliers.id }),
    );
    expect(supplier).toBeDefined();
    const page = await search('emporio quitanda');
    expect(page.pagination.total).toBe(5);
    expect((await search('sitio bom preco')).pagination.total).toBe(0);
  });

  it('reads the trigram index with 100,000 products', async () => {
    const plan = await withPlanDatabase(async (db) => {
      const { supplierId, categoryId } = await planSupplier(db);
      await db.execute(sql`
        INSERT INTO products (name, description, price, unit, category_id, supplier_id)
        SELECT (ARRAY['Arroz','Feijão','Açúcar','Café','Farinha','Óleo','Macarrão','Leite','Queijo','Tomate',
                      'Cebola','Batata','Alho','Sal','Vinagre','Molho','Biscoito','Fubá','Aveia','Milho'])[1 + i % 20]
               || ' ' || (ARRAY['premium','tradicional','extra','especial','da casa','orgânico','light','integral'])[1 + (i / 20) % 8]
               || ' ' || (1 + i % 50) || ' kg lote ' || i,
               'Produto de volume para o teste de plano',
               (1 + i % 300)::numeric(12,2), 'kg', ${categoryId}, ${supplierId}
        FROM generate_series(1, 100000) AS i`);
      await db.execute(sql`VACUUM (ANALYZE) products`);
      const explain = async (approximate: boolean) => {
        const result = await db.execute<{ 'QUERY PLAN': string }>(
          sql`EXPLAIN ${productListQuery(db, { page: 1, limit: 24, order: 'asc', search: 'acucar especial', approximate })}`,
        );
        return result.rows.map((r) => r['QUERY PLAN']).join('\n');
      };
      return [await explain(false), await explain(true)];
    });
    for (const text of plan) {
      expect(text).toContain('products_search_text_trgm_idx');
      expect(text).not.toMatch(/Seq Scan on products/);
    }
  }, 120_000);
});
