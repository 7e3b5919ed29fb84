/**
 * A CSV file's text. Excel saves "CSV (separado por vírgulas)" in Windows-1252, not UTF-8: when the
 * bytes are not valid UTF-8 they are read as Windows-1252, so "Açúcar" stays "Açúcar". (The quick
 * order reads its files the same way; features do not share code, so it is said again here.)
 */
export async function readCsvFile(file: File): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/**
 * The template a buyer fills in: the columns the import reads, ";" between them as Excel in
 * Portuguese writes, and two example lines (price with a comma, validity as dd/mm/aaaa).
 */
export const PRICE_LIST_TEMPLATE = [
  'nome;unidade;preco;sku;gtin;validade',
  'Tomate italiano;kg;8,90;TOM-01;;31/12/2026',
  'Alface crespa;un;3,50;;;',
].join('\r\n');

/** The template as a file to download (with the BOM, so Excel reads the accents as UTF-8). */
export const priceListTemplateHref = () =>
  `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${PRICE_LIST_TEMPLATE}\r\n`)}`;
