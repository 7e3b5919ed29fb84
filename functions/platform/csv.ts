import { todayInSaoPaulo } from './brazil';
import { loadPapaparse } from '../vendor-modules';

/** What Excel in Portuguese opens as columns: ";" between cells, CRLF between rows. */
const CSV = {
  delimiter: ';',
  newline: '\r\n',
  // A cell that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe.
  escapeFormulae: /^[=+\-@\t\r]/,
} as const;

export const csvRows = async (rows: string[][]) => (await loadPapaparse()).unparse(rows, CSV) + '\r\n';

/** A whole file at once (a small one): the BOM that makes Excel read UTF-8, then the rows. */
export const csvFile = async (header: string[], rows: string[][]) => '\uFEFF' + (await csvRows([header, ...rows]));

/** "1234.5" → "1234,50": a number Excel in Portuguese reads as one (no thousands separator, no R$). */
export const decimalComma = (value: string | null) =>
  value === null ? '' : Number(value).toFixed(2).replace('.', ',');

/** The headers of a CSV download: "<name>-AAAA-MM-DD.csv", the day in São Paulo, as the user sees it. */
export const csvAttachment = (name: string) => ({
  'Content-Type': 'text/csv; charset=utf-8',
  'Content-Disposition': `attachment; filename="${name}-${todayInSaoPaulo()}.csv"`,
});
