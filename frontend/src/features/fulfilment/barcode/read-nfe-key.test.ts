import bwipjs from 'bwip-js/node';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BarcodeReader } from './barcode-reader';
import { nfeCheckDigit as nfeKeyCheckDigit } from '@api/fulfilment/nfe';
import { readNfeKey } from './read-nfe-key';
import { zxingReaderInNode } from './zxing-in-node';

/** A valid key from its first 43 positions. */
const withCheckDigit = (first43: string) => first43 + String(nfeKeyCheckDigit(first43));

const KEYS = [
  '35261111222333000181550010000010421123456781',
  withCheckDigit('3526111122233300018155001000001043100000559'),
  withCheckDigit('4125105543210000019955003000123456112345678'),
  withCheckDigit('3126019876543200012355001999999999287654321'),
];

/** A DANFE-like barcode: CODE-128 with no human-readable line, on white with a quiet zone. */
const barcodePng = async (text: string, bcid = 'code128') =>
  new Blob([
    new Uint8Array(
      await bwipjs.toBuffer({
        bcid,
        text,
        scale: 2,
        height: 12,
        paddingwidth: 12,
        paddingheight: 8,
        backgroundcolor: 'FFFFFF',
      }),
    ),
  ]);

let zxing: BarcodeReader;
beforeAll(() => {
  zxing = zxingReaderInNode();
});

describe('reading the NF-e key from a DANFE barcode (ZXing, as on a browser without BarcodeDetector)', () => {
  it('encodes an all-digit key as CODE-128 subset C, two digits a symbol', () => {
    const [symbol] = bwipjs.raw({ bcid: 'code128', text: KEYS[0]! });
    const sbs = symbol && 'sbs' in symbol ? symbol.sbs : [];
    expect(sbs.slice(0, 6)).toEqual([2, 1, 1, 2, 3, 2]); // Start C
    // Start, 22 symbols, check symbol (6 widths each), stop (7).
    expect(sbs).toHaveLength(6 + 22 * 6 + 6 + 7);
  });

  it.each(KEYS)('reads %s', async (key) => {
    expect(await readNfeKey(await barcodePng(key), zxing)).toBe(key);
  });

  it('reads a key whose check digit is wrong as a barcode, and takes it for no key', async () => {
    const key = KEYS[0]!;
    const wrong = key.slice(0, 43) + String((Number(key[43]) + 1) % 10);
    const png = await barcodePng(wrong);
    expect(await zxing(png)).toEqual([wrong]);
    expect(await readNfeKey(png, zxing)).toBeNull();
  });

  it('finds no key in an image without one: noise, another format, a CODE-128 that is not a key', async () => {
    const width = 200;
    const height = 100;
    const data = new Uint8ClampedArray(width * height * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * 7919) % 256));
    const noise = { data, width, height, colorSpace: 'srgb' } as ImageData;
    expect(await readNfeKey(noise, zxing)).toBeNull();
    expect(await readNfeKey(await barcodePng(KEYS[1]!, 'qrcode'), zxing)).toBeNull();
    expect(await readNfeKey(await barcodePng('PEDIDO-1042'), zxing)).toBeNull();
  });
});
