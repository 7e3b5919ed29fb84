/** The server reads at most this many characters (100 KB). */
export const MAX_TEXT_CHARS = 100_000;

/**
 * A CSV file's text. Excel saves "CSV (separado por vírgulas)" in Windows-1252, not UTF-8: when the
 * bytes are not valid UTF-8 they are read as Windows-1252, so "Açúcar" stays "Açúcar".
 */
export async function readTextFile(file: File): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
