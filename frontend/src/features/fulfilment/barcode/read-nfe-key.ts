import { barcodeDetectorReader } from './barcode-detector';
import type { BarcodeReader, FrameSource } from './barcode-reader';
import { nfeKeyOf } from './nfe-key';

/**
 * The browser's own detector where it reads CODE-128 (Android, macOS, ChromeOS), else ZXing in
 * WebAssembly — imported only when needed, so neither its glue nor its ~1 MB .wasm reaches a
 * browser that has a detector, nor any page but this one.
 */
export async function nfeBarcodeReader(): Promise<BarcodeReader> {
  const detector = await barcodeDetectorReader();
  if (detector) return detector;
  const { zxingReader } = await import('./zxing-reader');
  return zxingReader();
}

let chosen: Promise<BarcodeReader> | undefined;

/**
 * The NF-e key a frame shows, or null: only a text that is a whole key with the right check digit
 * counts, so a misread line, a carrier's label or the DANFE's other codes are never sent to the API.
 */
export async function readNfeKey(source: FrameSource, reader?: BarcodeReader): Promise<string | null> {
  const read = reader ?? (await (chosen ??= nfeBarcodeReader()));
  for (const text of await read(source)) {
    const key = nfeKeyOf(text);
    if (key) return key;
  }
  return null;
}
