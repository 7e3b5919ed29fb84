// The fake camera's video of frontend/e2e (what Chromium films in the browser test), checked with the
// page's own ZXing reader.
import { describe, expect, it } from 'vitest';
import { barcodeY4m, VIDEO_HEIGHT, VIDEO_WIDTH } from '../../../../e2e/support/barcode-video';
import { readNfeKey } from './read-nfe-key';
import { zxingReaderInNode } from './zxing-in-node';

const KEY = '35261111222333000181550010000010421123456781';
const HEADER = `YUV4MPEG2 W${VIDEO_WIDTH} H${VIDEO_HEIGHT} F10:1 Ip A1:1 C420jpeg\n`;
const LUMA = VIDEO_WIDTH * VIDEO_HEIGHT;
const FRAME = 'FRAME\n'.length + LUMA + 2 * (LUMA / 4);

/** A grey plane as the RGBA pixels a canvas gives (what the page hands ZXing from a <video>). */
function asImageData(luma: Uint8Array): ImageData {
  const data = new Uint8ClampedArray(luma.length * 4);
  luma.forEach((y, i) => data.set([y, y, y, 255], i * 4));
  return { data, width: VIDEO_WIDTH, height: VIDEO_HEIGHT, colorSpace: 'srgb' } as ImageData;
}

describe('the fake camera’s video of a DANFE barcode', () => {
  const file = barcodeY4m(KEY);

  it('is a 640×480 4:2:0 Y4M of whole frames, colourless', () => {
    expect(new TextDecoder().decode(file.subarray(0, HEADER.length))).toBe(HEADER);
    expect((file.length - HEADER.length) % FRAME).toBe(0);
    expect((file.length - HEADER.length) / FRAME).toBeGreaterThan(1);
    const second = HEADER.length + FRAME;
    expect(new TextDecoder().decode(file.subarray(second, second + 6))).toBe('FRAME\n');
    expect(new Set(file.subarray(HEADER.length + 6 + LUMA, HEADER.length + FRAME))).toEqual(new Set([128]));
  });

  it('shows the key: its first frame’s picture reads as the key through the page’s reader', async () => {
    const luma = file.subarray(HEADER.length + 6, HEADER.length + 6 + LUMA);
    expect(await readNfeKey(asImageData(luma), zxingReaderInNode())).toBe(KEY);
  });
});
