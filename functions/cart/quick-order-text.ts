import { ApiError } from '../platform/errors';
import { loadPapaparse } from '../vendor-modules';

/** What a quick order accepts: lines with a SKU and a quantity (blank lines and a header aside). */
export const QUICK_ORDER_MAX_LINES = 500;
/** The pasted text or the CSV file's content, in characters. */
export const QUICK_ORDER_MAX_CHARS = 100_000;
/** The cart's own ceiling for one line (POST /cart/item). */
export const QUICK_ORDER_MAX_QUANTITY = 100_000;
const MAX_SKU_LENGTH = 40;

export type QuickOrderLine =
  | {
      status: 'valid';
      /** The line of the text where the SKU first appears (1-based, blank lines and the header counted). */
      line: number;
      sku: string;
      quantity: number;
      /** Later lines with the same SKU, whose quantities were added to this one. */
      mergedLines: number[];
    }
  | { status: 'invalid'; line: number; sku: string; quantity: null; reason: string; mergedLines: [] };

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
 * Reads pasted text or a CSV file's content (`sku;quantidade` per line). Blank lines (and lines of
 * empty cells, as Excel writes them) are skipped; a first line naming the columns is a header; cells
 * after the second are ignored; a UTF-8 BOM is dropped. Valid lines with the same SKU (letter case
 * aside) are summed into the first one, which lists the others in `mergedLines`. More than 500
 * lines is a 400 for the whole text (the text is at most 100,000 characters, so counting is cheap).
 */
export async function parseQuickOrder(input: string): Promise<ParsedQuickOrder> {
  const Papa = await loadPapaparse();
  const text = input.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const delimiter = detectDelimiter(text);
  const rows: Array<{ line: number; cells: string[]; error?: string }> = [];
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
  const header = rows.length > 0 && isHeader(rows[0]!.cells);
  const data = header ? rows.slice(1) : rows;
  if (data.length > QUICK_ORDER_MAX_LINES) {
    throw new ApiError({
      code: 'VALIDATION_ERROR',
      message: `O pedido rápido aceita até ${QUICK_ORDER_MAX_LINES} linhas por vez; esta lista tem ${data.length}. Divida-a em partes.`,
    });
  }

  const lines: QuickOrderLine[] = [];
  const firstOf = new Map<string, Extract<QuickOrderLine, { status: 'valid' }>>();
  for (const row of data) {
    const sku = row.cells[0] ?? '';
    const invalid = (reason: string) =>
      lines.push({ status: 'invalid', line: row.line, sku, quantity: null, reason, mergedLines: [] });
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
          first.mergedLines.push(row.line);
        } else {
          const entry = { status: 'valid' as const, line: row.line, sku, quantity: parsed.quantity, mergedLines: [] };
          firstOf.set(key, entry);
          lines.push(entry);
        }
      }
    }
  }
  return { delimiter, header, lines };
}
