import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { productPriceChanges, products } from '../../db/schema/catalogue';
import { notifications } from '../../db/schema/notifications';
import { createCatalogue } from '../test/catalogue';
import { createSupplierPerson } from '../test/supplier-people';
import { call, createTenant, randomCnpj, uniq, withDb, type Principal } from '../test/tenant';
import { changePriceListProduct } from './price-list.service';

type Preview = {
  rows: { line: number; name: string; price: string | null; action: 'create' | 'update'; errors: string[] }[];
  valid: number;
  invalid: number;
  written: boolean;
};

async function ownSupplierWithCategory(as: Principal) {
  const res = await call('POST', '/own-suppliers', {
    as,
    body: { name: `Boa Safra ${uniq()}`, cnpj: randomCnpj(), email: `boa-${uniq()}@safra.dev` },
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { supplierId: id, categoryId: (await createCatalogue([])).category.id };
}

const linesOf = (organizationId: string, supplierId: string) =>
  withDb((db) =>
    db
      .select({ id: products.id, name: products.name, price: products.price, validUntil: products.priceValidUntil })
      .from(products)
      .where(
        and(
          eq(products.organizationId, organizationId),
          eq(products.supplierId, supplierId),
          eq(products.isActive, true),
        ),
      ),
  );

describe('importing a price list from a CSV file', () => {
  it('previews every line with its errors, writes nothing on a dry run nor when one line is wrong', async () => {
    const t = await createTenant();
    const { supplierId, categoryId } = await ownSupplierWithCategory(t.owner);
    const csv = [
      'Nome;Unidade;Preço;SKU;EAN;Validade',
      'Tomate italiano;kg;R$ 8,90;TOM-1;;31/12/2026',
      '',
      'Alface crespa;un;2.50;;7891000100103;2026-12-15',
      'Cebola;kg;zero;;;',
      ';kg;3,00;;7891000100104;32/01/2026',
      'tomate ITALIANO;kg;9,00;TOM-1;;',
    ].join('\r\n');
    const path = `/own-suppliers/${supplierId}/products/import`;
    const preview = (await (
      await call('POST', path, { as: t.admin, body: { csv, category_id: categoryId, dry_run: true } })
    ).json()) as Preview;
    expect(preview).toMatchObject({ valid: 2, invalid: 3, written: false });
    expect(preview.rows.map((r) => [r.line, r.price, r.errors])).toEqual([
      [2, '8.90', []],
      [4, '2.50', []],
      [5, null, ['Preço inválido: "zero" (use 12,50)']],
      [
        6,
        '3.00',
        [
          'Falta o nome do produto',
          'Dígito verificador do GTIN/EAN inválido',
          'Validade inválida: use dd/mm/aaaa ou aaaa-mm-dd',
        ],
      ],
      [7, '9.00', ['Nome repetido: já está na linha 2', 'SKU repetido: já está na linha 2']],
    ]);
    expect(await linesOf(t.organization.id, supplierId)).toEqual([]);
    const refused = await call('POST', path, { as: t.owner, body: { csv, category_id: categoryId, dry_run: false } });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as Preview).invalid).toBe(3);
    expect(await linesOf(t.organization.id, supplierId)).toEqual([]);
  });

  it('writes every line in one go when none is wrong; a known name updates its price, recorded as the import', async () => {
    const t = await createTenant();
    const { supplierId, categoryId } = await ownSupplierWithCategory(t.owner);
    const created = await call('POST', `/own-suppliers/${supplierId}/products`, {
      as: t.owner,
      body: { name: 'Batata', unit: 'kg', price: 4, category_id: categoryId },
    });
    const batata = (await created.json()) as { id: string };
    const csv = 'name,unit,price\nBatata,kg,"4,50"\nCenoura,kg,3.2\n';
    const res = await call('POST', `/own-suppliers/${supplierId}/products/import`, {
      as: t.owner,
      body: { csv, category_id: categoryId, dry_run: false },
    });
    expect(res.status).toBe(200);
    const result = (await res.json()) as Preview;
    expect(result).toMatchObject({ valid: 2, invalid: 0, written: true });
    expect(result.rows.map((r) => [r.name, r.action])).toEqual([
      ['Batata', 'update'],
      ['Cenoura', 'create'],
    ]);
    const lines = await linesOf(t.organization.id, supplierId);
    expect(lines.map((l) => [l.name, l.price]).sort()).toEqual([
      ['Batata', '4.50'],
      ['Cenoura', '3.20'],
    ]);
    const history = (await (
      await call('GET', `/own-suppliers/${supplierId}/products/${batata.id}/price-changes`, { as: t.member })
    ).json()) as { data: { price: number; changed_by: string; who: string }[] };
    expect(history.data.map((c) => [c.price, c.changed_by, c.who])).toEqual([
      [4.5, 'import', 'Importação'],
      [4, 'buyer', t.owner.user.name],
    ]);
  });

  it('says what is wrong with the file itself, and limits its size', async () => {
    const t = await createTenant();
    const { supplierId, categoryId } = await ownSupplierWithCategory(t.owner);
    const path = `/own-suppliers/${supplierId}/products/import`;
    const noHeader = await call('POST', path, {
      as: t.owner,
      body: { csv: 'Tomate;kg;8,90\n', category_id: categoryId },
    });
    expect(noHeader.status).toBe(400);
    expect(JSON.stringify(await noHeader.json())).toContain('Falta no cabeçalho a coluna nome, unidade, preço');
    const big = ['nome;unidade;preço', ...Array.from({ length: 2001 }, (_, i) => `P${i};kg;1`)].join('\n');
    const tooBig = await call('POST', path, { as: t.owner, body: { csv: big, category_id: categoryId } });
    expect(tooBig.status).toBe(413);
    expect(JSON.stringify(await tooBig.json())).toContain('até 2000 linhas');
  });
});

describe('a price changed by the supplier', () => {
  it('rings the bell of the buyer’s owner and admins, and the history says "Fornecedor"', async () => {
    const t = await createTenant();
    const { supplierId, categoryId } = await ownSupplierWithCategory(t.owner);
    const res = await call('POST', `/own-suppliers/${supplierId}/products`, {
      as: t.owner,
      body: { name: 'Queijo minas', unit: 'kg', price: '30,00', category_id: categoryId },
    });
    const line = (await res.json()) as { id: string };
    const person = await createSupplierPerson(supplierId, 'admin');
    await withDb((db) =>
      changePriceListProduct(db, {
        organizationId: t.organization.id,
        supplierId,
        productId: line.id,
        patch: { price: '32.50' },
        by: { kind: 'supplier', userId: person.user.id },
      }),
    );
    const bells = await withDb((db) =>
      db.select().from(notifications).where(eq(notifications.organizationId, t.organization.id)),
    );
    expect(bells.map((b) => b.userId).sort()).toEqual([t.owner.user.id, t.admin.user.id].sort());
    expect(bells[0]!.body).toMatch(
      /alterou o preço de Queijo minas: R\$ 30,00 → R\$ 32,50 \(vale para novos pedidos\)$/,
    );
    const [change] = await withDb((db) =>
      db
        .select()
        .from(productPriceChanges)
        .where(and(eq(productPriceChanges.productId, line.id), eq(productPriceChanges.changedBy, 'supplier'))),
    );
    expect(change).toMatchObject({ price: '32.50', previousPrice: '30.00', changedByUserId: person.user.id });
    const history = (await (
      await call('GET', `/own-suppliers/${supplierId}/products/${line.id}/price-changes`, { as: t.member })
    ).json()) as { data: { who: string }[] };
    expect(history.data[0]!.who).toBe('Fornecedor');
  });
});
