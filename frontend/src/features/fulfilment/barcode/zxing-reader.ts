import { prepareZXingModule, readBarcodes, type ZXingModuleOverrides } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { BarcodeReader, FrameSource } from './barcode-reader';

/**
 * Our own copy of the .wasm (emitted under /assets by the build): the library's default is a CDN,
 * which the CSP's connect-src refuses and a phone at the loading dock may not reach.
 */
const FROM_OUR_ASSETS: ZXingModuleOverrides = {
  locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
};

let canvas: HTMLCanvasElement | undefined;

function sizeOf(source: CanvasImageSource): { width: number; height: number } {
  if (source instanceof HTMLVideoElement) return { width: source.videoWidth, height: source.videoHeight };
  if (source instanceof HTMLImageElement) return { width: source.naturalWidth, height: source.naturalHeight };
  if (source instanceof SVGImageElement) {
    return { width: source.width.baseVal.value, height: source.height.baseVal.value };
  }
  // A VideoFrame (WebCodecs) is measured by what it displays.
  if ('displayWidth' in source) return { width: source.displayWidth, height: source.displayHeight };
  return { width: source.width, height: source.height };
}

/** ZXing reads pixels or an image file; a camera frame is drawn onto one reused canvas first. */
function pixelsOf(source: FrameSource): ImageData | Blob | null {
  if (source instanceof Blob || 'data' in source) return source;
  const { width, height } = sizeOf(source);
  if (!width || !height) return null;
  canvas ??= document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(source, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/**
 * ZXing-C++ in WebAssembly, compiled on the first read. `overrides` tell it where its .wasm is: this
 * app's asset by default, the file itself in a test under Node (`{ wasmBinary }`).
 */
export function zxingReader(overrides: ZXingModuleOverrides = FROM_OUR_ASSETS): BarcodeReader {
  prepareZXingModule({ overrides, fireImmediately: false });
  return async (source) => {
    const pixels = pixelsOf(source);
    if (!pixels) return [];
    const results = await readBarcodes(pixels, { formats: ['Code128'] });
    return results.filter((result) => result.isValid).map((result) => result.text);
  };
}
