import { writeFile } from 'node:fs/promises';
import bwipjs from 'bwip-js/node';

/**
 * A DANFE's barcode as a camera sees it, for Chromium's fake camera
 * (`--use-fake-device-for-media-stream --use-file-for-fake-video-capture=<file>.y4m`): the key's
 * CODE-128 in black on white, big and centred, in a Y4M video Chromium loops for as long as the page
 * films. The bars come from bwip-js's own encoding (bar and space widths), drawn on whole pixels, so
 * what the page decodes is the symbol itself, not a resampled picture of it.
 */

export const VIDEO_WIDTH = 640;
export const VIDEO_HEIGHT = 480;
const FRAMES = 10;
/** The narrowest bar or space, in pixels (a key's CODE-128C is 277 modules: 554 px of 640). */
const MODULE_PX = 2;
const BLACK = 0;
const WHITE = 255;
/** No colour: the chroma planes of 4:2:0 at their midpoint. */
const NEUTRAL_CHROMA = 128;

/** Bar and space widths of the key's CODE-128, in modules, starting with a bar (start, data, check, stop). */
function code128Widths(key: string): number[] {
  const [symbol] = bwipjs.raw({ bcid: 'code128', text: key });
  if (!symbol || !('sbs' in symbol)) throw new Error(`bwip-js did not encode ${key} as CODE-128`);
  return symbol.sbs;
}

/** The luma plane of one frame: white, with the bars over the middle half of its height. */
export function barcodeLuma(key: string): Uint8Array {
  const widths = code128Widths(key);
  const modules = widths.reduce((sum, w) => sum + w, 0);
  const barsWidth = modules * MODULE_PX;
  if (barsWidth > VIDEO_WIDTH - 20 * MODULE_PX) throw new Error(`The barcode of ${key} does not fit ${VIDEO_WIDTH} px`);
  const luma = new Uint8Array(VIDEO_WIDTH * VIDEO_HEIGHT).fill(WHITE);
  // Centred: what is left on each side (over ten modules) is the symbol's quiet zone.
  const left = Math.floor((VIDEO_WIDTH - barsWidth) / 2);
  const top = Math.floor(VIDEO_HEIGHT / 4);
  const bottom = top + Math.floor(VIDEO_HEIGHT / 2);
  let x = left;
  widths.forEach((w, i) => {
    const isBar = i % 2 === 0;
    if (isBar) {
      for (let y = top; y < bottom; y++) luma.fill(BLACK, y * VIDEO_WIDTH + x, y * VIDEO_WIDTH + x + w * MODULE_PX);
    }
    x += w * MODULE_PX;
  });
  return luma;
}

/** The whole Y4M file: its header, then FRAMES identical 4:2:0 frames (Y, then U and V at half size). */
export function barcodeY4m(key: string): Uint8Array {
  const header = new TextEncoder().encode(`YUV4MPEG2 W${VIDEO_WIDTH} H${VIDEO_HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const frameTag = new TextEncoder().encode('FRAME\n');
  const luma = barcodeLuma(key);
  const chroma = new Uint8Array((VIDEO_WIDTH / 2) * (VIDEO_HEIGHT / 2)).fill(NEUTRAL_CHROMA);
  const frameSize = frameTag.length + luma.length + 2 * chroma.length;
  const file = new Uint8Array(header.length + FRAMES * frameSize);
  file.set(header, 0);
  for (let f = 0; f < FRAMES; f++) {
    let at = header.length + f * frameSize;
    for (const part of [frameTag, luma, chroma, chroma]) {
      file.set(part, at);
      at += part.length;
    }
  }
  return file;
}

/** Writes the video of the key's barcode to `path`, for `--use-file-for-fake-video-capture=<path>`. */
export async function writeBarcodeY4m(key: string, path: string): Promise<void> {
  await writeFile(path, barcodeY4m(key));
}
