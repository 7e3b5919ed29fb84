import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BarcodeReader } from './barcode-reader';
import { zxingReader } from './zxing-reader';

/**
 * The page's ZXing reader in a test: the same module and options, its .wasm handed over as bytes
 * from node_modules — Emscripten's loader would fetch it by URL, which no server answers in a test.
 */
export function zxingReaderInNode(): BarcodeReader {
  const path = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  return zxingReader({ wasmBinary: new Uint8Array(readFileSync(path)).buffer });
}
