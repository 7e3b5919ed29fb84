import { and, eq } from 'drizzle-orm';
import { categories, products } from '../../db/schema/catalogue';
import { gtinCheckDigitValid, PRODUCT_CODE_MESSAGES } from '../catalogue/product-codes';
import { auditInsert, type AuditActor } from '../platform/audit-log';
import { inTransaction, type Db } from '../platform/db';
import { ApiError } from '../platform/errors';
import { loadPapaparse } from '../vendor-modules';
import { IMPORT_LIMITS, OWN_SUPPLIER_MESSAGES, type ImportInput } from './own-suppliers.schemas';
import {
  applyLineChange,
  insertPriceListLines,
  lineWriteError,
  ownSupplierOf,
  type NewPriceListLine,
  type PriceChangeBy,
} from './price-list.service';
import { parseDayTyped, parsePriceTyped } from './typed-values';

type Column = 'name' | 'unit' | 'price' | 'sku' | 'gtin' | 'validUntil';

/** The header names accepted for each column, pt-BR or English, without accents or case. */
const HEADERS: Record<string, Column> = {
  nome: 'name',
  name: 'name',
  produto: 'name',
  product: 'name',
  unidade: 'unit',
  unit: 'unit',
  un: 'unit',
  preco: 'price',
  price: 'price',
  valor: 'price',
  sku: 'sku',
  codigo: 'sku',
  code: 'sku',
  gtin: 'gtin',
  ean: 'gtin',
  'codigo de barras': 'gtin',
  validade: 'validUntil',
  'valido ate': 'validUntil',
  valid_until: 'validUntil',
  'valid until': 'validUntil',
};
const REQUIRED: [Column, string][] = [
  ['name', 'nome'],
  ['unit', 'unidade'],
  ['price', 'preço'],
];

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').trim().toLowerCase();

export interface ImportRow {
  line: number;
  name: string;
  unit: string;
  price: string | null;
  sku: string | null;
  gtin: string | null;
  price_valid_until: string | null;
  action: 'create' | 'update';
  errors: string[];
  /** The line of the price list this row updates (by name). */
  productId?: string;
}

const badFile = (message: string) =>
  new ApiError({ code: 'VALIDATION_ERROR', message, details: [{ path: 'csv', message }] });

/** The file's rows as cells, with the line each starts on (the header is line 1). */
async function parseCells(csv: string) {
  const Papa = await loadPapaparse();
  // Blank lines are kept while numbering (a line's number is the one a spreadsheet shows), then dropped.
  const parsed = Papa.parse<string[]>(csv.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'), { newline: '\n' });
  const rows = parsed.data
    .map((cells, i) => ({ line: i + 1, cells }))
    .filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (rows.length === 0) throw badFile('O arquivo CSV está vazio');
  if (rows.length - 1 > IMPORT_LIMITS.lines)
    throw new ApiError({
      code: 'PAYLOAD_TOO_LARGE',
      message: `O arquivo pode ter até ${IMPORT_LIMITS.lines} linhas de produtos: divida-o em partes`,
    });
  return rows;
}

/** Which cell holds which column, from the header row; a required column missing is a 400. */
function columnsOf(header: string[]): Partial<Record<Column, number>> {
  const at: Partial<Record<Column, number>> = {};
  header.forEach((cell, index) => {
    const column = HEADERS[fold(cell)];
    if (column && at[column] === undefined) at[column] = index;
  });
  const missing = REQUIRED.filter(([column]) => at[column] === undefined).map(([, word]) => word);
  if (missing.length > 0)
    throw badFile(
      `Falta no cabeçalho a coluna ${missing.join(', ')}: a primeira linha deve nomear as colunas (nome; unidade; preço; sku; gtin; validade)`,
    );
  return at;
}

/** One row's values and what is wrong with each, in words. */
function readRow(cells: string[], at: Partial<Record<Column, number>>, line: number): ImportRow {
  const cell = (column: Column) => (at[column] === undefined ? '' : (cells[at[column]!] ?? '').trim());
  const errors: string[] = [];
  const [name, unit, priceText, sku, gtin, validText] = (
    ['name', 'unit', 'price', 'sku', 'gtin', 'validUntil'] as const
  ).map(cell);
  if (!name) errors.push('Falta o nome do produto');
  else if (name.length > 160) errors.push('O nome pode ter até 160 caracteres');
  if (!unit) errors.push('Falta a unidade (kg, cx, un…)');
  else if (unit.length > 20) errors.push('A unidade pode ter até 20 caracteres');
  const price = parsePriceTyped(priceText!);
  if (price === null) errors.push(priceText ? `Preço inválido: "${priceText}" (use 12,50)` : 'Falta o preço');
  if (sku && !/^[A-Za-z0-9][A-Za-z0-9._/-]{0,39}$/.test(sku)) errors.push(PRODUCT_CODE_MESSAGES['pt-BR'].sku);
  if (gtin && !/^(\d{8}|\d{12,14})$/.test(gtin)) errors.push(PRODUCT_CODE_MESSAGES['pt-BR'].gtin);
  else if (gtin && !gtinCheckDigitValid(gtin)) errors.push(PRODUCT_CODE_MESSAGES['pt-BR'].gtinDigit);
  const validUntil = validText ? parseDayTyped(validText) : null;
  if (validText && validUntil === null) errors.push(OWN_SUPPLIER_MESSAGES.validUntil);
  return {
    line,
    name: name!,
    unit: unit!,
    price,
    sku: sku || null,
    gtin: gtin || null,
    price_valid_until: validUntil,
    action: 'create',
    errors,
  };
}

/** A name or SKU twice in the file is an error on its second line, naming the first. */
function markRepeats(rows: ImportRow[]) {
  const seen = { name: new Map<string, number>(), sku: new Map<string, number>() };
  for (const row of rows) {
    for (const [kind, value, word] of [
      ['name', row.name, 'Nome'],
      ['sku', row.sku, 'SKU'],
    ] as const) {
      if (!value) continue;
      const first = seen[kind].get(value.toLowerCase());
      if (first !== undefined) row.errors.push(`${word} repetido: já está na linha ${first}`);
      else seen[kind].set(value.toLowerCase(), row.line);
    }
  }
}

/** Rows against the price list as it is: a known name updates that line, a SKU of another line is refused. */
async function matchExisting(db: Db, list: { organizationId: string; supplierId: string }, rows: ImportRow[]) {
  const existing = await db
    .select({ id: products.id, name: products.name, sku: products.sku })
    .from(products)
    .where(
      and(
        eq(products.organizationId, list.organizationId),
        eq(products.supplierId, list.supplierId),
        eq(products.isActive, true),
      ),
    );
  const byName = new Map(existing.map((p) => [p.name.toLowerCase(), p]));
  const bySku = new Map(existing.map((p) => [p.sku.toLowerCase(), p]));
  for (const row of rows) {
    const same = byName.get(row.name.toLowerCase());
    if (same) Object.assign(row, { action: 'update', productId: same.id });
    const skuOwner = row.sku ? bySku.get(row.sku.toLowerCase()) : undefined;
    if (skuOwner && skuOwner.id !== same?.id)
      row.errors.push(`O SKU ${row.sku} já é de "${skuOwner.name}" nesta lista`);
  }
}

export async function previewImport(db: Db, list: { organizationId: string; supplierId: string }, csv: string) {
  const [header, ...body] = await parseCells(csv);
  const at = columnsOf(header!.cells);
  const rows = body.map((row) => readRow(row.cells, at, row.line));
  markRepeats(rows);
  await matchExisting(db, list, rows);
  const invalid = rows.filter((r) => r.errors.length > 0).length;
  return { rows, valid: rows.length - invalid, invalid };
}

const lineOfRow = (row: ImportRow, categoryId: string): NewPriceListLine => ({
  name: row.name,
  unit: row.unit,
  price: row.price!,
  categoryId,
  ...(row.sku ? { sku: row.sku } : {}),
  gtin: row.gtin,
  priceValidUntil: row.price_valid_until,
});

/** A known name's line takes the row's price, unit and validity, and its codes when the row has them. */
const patchOfRow = (row: ImportRow) => ({
  price: row.price!,
  unit: row.unit,
  priceValidUntil: row.price_valid_until,
  ...(row.sku ? { sku: row.sku } : {}),
  ...(row.gtin ? { gtin: row.gtin } : {}),
});

async function assertCategory(db: Db, categoryId: string) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.isActive, true)));
  if (!row)
    throw new ApiError({
      code: 'VALIDATION_ERROR',
      message: 'Categoria inválida',
      details: [{ path: 'category_id', message: 'Categoria inválida' }],
    });
}

/**
 * The preview, and, when asked and no line has an error, every row written in one transaction: new
 * names become lines, known names change their line (each price change recorded as an import's).
 */
export async function importPriceList(
  db: Db,
  who: { organizationId: string; userId: string; actor: AuditActor },
  supplierId: string,
  input: ImportInput,
) {
  const list = { organizationId: who.organizationId, supplierId };
  const supplier = await ownSupplierOf(db, who.organizationId, supplierId);
  await assertCategory(db, input.category_id);
  const preview = await previewImport(db, list, input.csv);
  if (input.dry_run || preview.invalid > 0) return { ...preview, written: false };
  const by: PriceChangeBy = { kind: 'import', userId: who.userId };
  const creates = preview.rows.filter((r) => r.action === 'create');
  const updates = preview.rows.filter((r) => r.action === 'update');
  try {
    await inTransaction(db, async (tx) => {
      await insertPriceListLines(
        tx,
        { ...list, by },
        creates.map((r) => lineOfRow(r, input.category_id)),
      );
      for (const row of updates) {
        await applyLineChange(tx, { ...list, productId: row.productId!, patch: patchOfRow(row), by });
      }
      await auditInsert(tx, {
        organizationId: who.organizationId,
        actor: who.actor,
        action: 'price_list.imported',
        target: { type: 'supplier', id: supplierId, label: supplier.name },
        changes: { created: { after: creates.length }, updated: { after: updates.length } },
      });
    });
  } catch (error) {
    lineWriteError(error);
  }
  return { ...preview, written: true };
}
