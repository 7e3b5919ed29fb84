import type { BarcodeReader } from './barcode-reader';

/** The Shape Detection API's part this page uses (not yet in TypeScript's DOM library). */
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorInstance {
  detect(source: ImageBitmapSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats(): Promise<string[]>;
}

/**
 * A reader over `window.BarcodeDetector`, or null where there is none or it does not read CODE-128
 * (Chrome on Linux and Windows exposes the class with no formats at all).
 */
export async function barcodeDetectorReader(
  scope: { BarcodeDetector?: BarcodeDetectorClass } = globalThis as { BarcodeDetector?: BarcodeDetectorClass },
): Promise<BarcodeReader | null> {
  const Detector = scope.BarcodeDetector;
  if (!Detector) return null;
  const formats = await Detector.getSupportedFormats().catch((): string[] => []);
  if (!formats.includes('code_128')) return null;
  const detector = new Detector({ formats: ['code_128'] });
  return async (source) => (await detector.detect(source)).map((barcode) => barcode.rawValue);
}
