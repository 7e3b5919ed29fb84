import { ApiError } from '../platform/errors';
import { loadPapaparse } from '../vendor-modules';
import { cleanListLine, readListLine } from './quick-order-free-text';

/** What a quick order accepts: lines with a SKU or a name and a quantity (blank lines and a header aside). */
export const QUICK_ORDER_MAX_LINES = 500;
/** The pasted text or the CSV file's content, in characters. */
export const QUICK_ORDER_MAX_CHARS = 100_000;
/** The cart's own ceiling for one line (POST /cart/item). */
export const QUICK_ORDER_MAX_QUANTITY = 100_000;
const MAX_SKU_LENGTH = 40;

/** What every line says about itself: where it is, as typed, and how it was read. */
interface LineBase {
  /** The line of the text (1-based, blank lines and the header counted). */
  line: number;
  /** The line as typed (trimmed), list marks and emojis included. */
  text: string;
}

/** A "sku;quantidade" line, as a spreadsheet writes it. */
export type SkuLine = LineBase & { source: 'sku'; name: null; unit: null } & (
    | {
        status: 'valid';
        sku: string;
        quantity: number;
        typedQuantity: number;
        /** Later lines with the same SKU, whose quantities were added to this one. */
        mergedLines: number[];
      }
    | { status: 'invalid'; sku: string; quantity: null; typedQuantity: null; reason: string; mergedLines: [] }
  );

/** A line of a list as written on WhatsApp ("10 kg tomate"): a product to find by its name. */
export type NameLine = LineBase & { source: 'name'; sku: ''; mergedLines: [] } & (
    | {
        status: 'valid';
        name: string;
        /** Whole units for the cart: what was typed, rounded up ("3,5" → 4). */
        quantity: number;
        typedQuantity: number;
        /** The unit typed, in its short form ("caixas" → "cx"), or null. */
        unit: string | null;
      }
    | { status: 'invalid'; name: null; quantity: null; typedQuantity: null; unit: null; reason: string }
  );

export type QuickOrderLine = SkuLine | NameLine;

export interface ParsedQuickOrder {
  delimiter: ';' | ',' | '\t';
  header: boolean;
  lines: QuickOrderLine[];
}

const HEADER_SKU = new Set(['sku', 'codigo', 'cod', 'referencia', 'ref']);
const HEADER_QUANTITY = /^(quantidade|qtd|qtde|quant|qty|quantity)$/;
const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/**
 * The separator most lines with content use: a tab (cells pasted from a spreadsheet), ";" (Excel in
 * Portuguese) or ","; ties go in that order. One separator per text, so "12,0" stays one cell under
 * ";", and a first line without any (a title, a lone "sku") does not decide for the rest.
 */
function detectDelimiter(text: string): ParsedQuickOrder['delimiter'] {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  const count = (separator: string) => lines.filter((l) => l.includes(separator)).length;
  const [tab, semicolon, comma] = [count('\t'), count(';'), count(',')];
  if (tab > 0 && tab >= semicolon && tab >= comma) return '\t';
  if (semicolon > 0 && semicolon >= comma) return ';';
  return ',';
}

/**
 * A whole number of units: "12", "12,0" or "12.00" (spreadsheets write numbers with zero decimals);
 * a fraction ("1,5"), a thousands separator ("1.000"), a sign or a word is refused with the reason.
 */
export function parseQuantity(raw: string, brazilianThousands = false): { quantity: number } | { reason: string } {
  const value = raw.trim().replace(/\s+/g, '');
  if (value === '') return { reason: 'Falta a quantidade (use sku;quantidade)' };
  const whole = /^(\d+)(?:[.,]0{1,2})?$/.exec(value);
  if (whole) {
    const quantity = Number(whole[1]);
    if (quantity < 1) return { reason: 'A quantidade deve ser pelo menos 1' };
    if (quantity > QUICK_ORDER_MAX_QUANTITY) return { reason: 'A quantidade máxima por linha é 100.000' };
    return { quantity };
  }
  if (/^-\d+([.,]\d+)?$/.test(value)) return { reason: 'A quantidade deve ser pelo menos 1' };
  // "1.000" / "1.200,00" under ";" or a tab: a thousand, as Excel in Portuguese writes it.
  const thousands = brazilianThousands && /^(\d{1,3}(?:\.\d{3})+)(?:,0{1,2})?$/.exec(value);
  if (thousands) return parseQuantity(thousands[1]!.replace(/\./g, ''));
  if (/^\d{1,3}(,\d{3})+$/.test(value))
    return { reason: `Quantidade "${raw.trim()}": escreva só os dígitos, sem separador de milhar` };
  if (/^\d*[.,]\d+$/.test(value)) return { reason: 'A quantidade deve ser um número inteiro' };
  return { reason: `Quantidade inválida: "${raw.trim().slice(0, 20)}" (use um número inteiro)` };
}

const isHeader = (cells: string[]) =>
  HEADER_SKU.has(fold(cells[0] ?? '')) && (cells[1] === undefined || HEADER_QUANTITY.test(fold(cells[1])));

/**
 * Whether a cleaned line is a spreadsheet's "sku;quantidade": it has a separator and its first cell
 * can be a SKU — one word (SKUs have no spaces) with a digit or in capitals ("SER-0004", "A"), a
 * quoted cell, an empty one (reported as a missing SKU) or the header's. "Tomate;10", "Leite
 * integral, 2 cx" and "3,5 kg queijo" (a decimal comma, then a word) are list lines.
 */
export function isSkuLine(cleaned: string): boolean {
  const separator = /[;\t,]/.exec(cleaned);
  if (!separator) return false;
  if (/^\d+[.,]\d+\s*\p{L}/u.test(cleaned)) return false;
  const first = cleaned.slice(0, separator.index).trim();
  if (first === '' || first.startsWith('"')) return true;
  if (/\s/.test(first)) return false;
  return /\d/.test(first) || first === first.toUpperCase() || HEADER_SKU.has(fold(first));
}

type Row = { line: number; cells: string[]; error?: string };

/** The "sku;quantidade" rows of the text (the other lines left blank, so line numbers hold). */
async function spreadsheetRows(text: string, delimiter: ParsedQuickOrder['delimiter']): Promise<Row[]> {
  const Papa = await loadPapaparse();
  const rows: Row[] = [];
  let start = 0;
  let line = 1;
  Papa.parse<string[]>(text, {
    delimiter,
    newline: '\n',
    step: (result) => {
      const cells = result.data.map((c) => c.trim());
      if (cells.some((c) => c !== '')) {
        rows.push({ line, cells, error: result.errors[0] && 'Aspas sem fechamento nesta linha' });
      }
      const end = result.meta.cursor;
      for (let i = start; i < end; i++) if (text.charCodeAt(i) === 10) line++;
      start = end;
    },
  });
  return rows;
}

/**
 * Spreadsheet rows as lines: valid lines with the same SKU (letter case aside) are summed into the
 * first one, which lists the others in `mergedLines`.
 */
function skuLines(rows: Row[], delimiter: ParsedQuickOrder['delimiter'], typed: (line: number) => string) {
  const lines: SkuLine[] = [];
  const firstOf = new Map<string, Extract<SkuLine, { status: 'valid' }>>();
  for (const row of rows) {
    const sku = row.cells[0] ?? '';
    const base = { line: row.line, text: typed(row.line), source: 'sku' as const, name: null, unit: null, sku };
    const invalid = (reason: string) =>
      lines.push({ ...base, status: 'invalid', quantity: null, typedQuantity: null, reason, mergedLines: [] });
    if (row.error) invalid(row.error);
    else if (sku === '') invalid('Falta o SKU');
    else if (sku.length > MAX_SKU_LENGTH) invalid(`O SKU tem mais de ${MAX_SKU_LENGTH} caracteres`);
    else if (delimiter === ',' && row.cells.length > 2 && /^\d+$/.test(row.cells[2] ?? ''))
      // "ARZ-01,1,5" or "ARZ-01,1,000": a decimal or a thousands comma cut the quantity in two.
      invalid('A quantidade parece ter vírgula decimal ou de milhar: use ";" entre as colunas, ou aspas');
    else {
      const parsed = parseQuantity(row.cells[1] ?? '', delimiter !== ',');
      if ('reason' in parsed) invalid(parsed.reason);
      else {
        const key = sku.toLowerCase();
        const first = firstOf.get(key);
        if (first && first.quantity + parsed.quantity > QUICK_ORDER_MAX_QUANTITY) {
          invalid(`Somada à linha ${first.line}, a quantidade passa de 100.000`);
        } else if (first) {
          first.quantity += parsed.quantity;
          first.typedQuantity = first.quantity;
          first.mergedLines.push(row.line);
        } else {
          const q = parsed.quantity;
          const entry = { ...base, status: 'valid' as const, quantity: q, typedQuantity: q, mergedLines: [] };
          firstOf.set(key, entry);
          lines.push(entry);
        }
      }
    }
  }
  return lines;
}

/** A list line read by name ("10 kg tomate"), or why it was not understood. */
function nameLine(line: number, text: string, cleaned: string): NameLine {
  const read = readListLine(cleaned);
  const base = { line, text, source: 'name' as const, sku: '' as const, mergedLines: [] as [] };
  if ('reason' in read) {
    return { ...base, status: 'invalid', name: null, quantity: null, typedQuantity: null, unit: null, ...read };
  }
  return { ...base, status: 'valid', ...read };
}

/**
 * Reads pasted text or a CSV file's content: spreadsheet lines (`sku;quantidade`) and lines of a list
 * as written on WhatsApp ("10 kg tomate", "tomate italiano 10"), mixed in any order. List marks come
 * off every line first (bullets, numbering, emojis); blank lines (and lines of empty cells, as Excel
 * writes them) are skipped; a first spreadsheet line naming the columns is a header; cells after the
 * second are ignored; a UTF-8 BOM is dropped. The separator is the one most spreadsheet lines use.
 * More than 500 lines is a 400 for the whole text (at most 100,000 characters, so counting is cheap).
 */
export async function parseQuickOrder(input: string): Promise<ParsedQuickOrder> {
  const typed = input
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .split('\n');
  const cleaned = typed.map(cleanListLine);
  const isSku = cleaned.map((line) => line !== '' && isSkuLine(line));
  const spreadsheet = cleaned.map((line, i) => (isSku[i] ? line : '')).join('\n');
  const delimiter = detectDelimiter(spreadsheet);
  const rows = await spreadsheetRows(spreadsheet, delimiter);
  const header = rows.length > 0 && isHeader(rows[0]!.cells);
  const data = header ? rows.slice(1) : rows;
  const listed = cleaned.flatMap((line, i) => (line !== '' && !isSku[i] ? [i] : []));
  const count = data.length + listed.length;
  if (count > QUICK_ORDER_MAX_LINES) {
    throw new ApiError({
      code: 'VALIDATION_ERROR',
      message: `O pedido rápido aceita até ${QUICK_ORDER_MAX_LINES} linhas por vez; esta lista tem ${count}. Divida-a em partes.`,
    });
  }
  const text = (line: number) => typed[line - 1]!.trim();
  const lines: QuickOrderLine[] = [
    ...skuLines(data, delimiter, text),
    ...listed.map((i) => nameLine(i + 1, text(i + 1), cleaned[i]!)),
  ];
  return { delimiter, header, lines: lines.sort((a, b) => a.line - b.line) };
}
