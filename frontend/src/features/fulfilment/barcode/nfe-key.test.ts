import { describe, expect, it, vi } from 'vitest';
import { barcodeDetectorReader } from './barcode-detector';
import { nfeCheckDigit as nfeKeyCheckDigit } from '@api/fulfilment/nfe';
import { nfeKeyOf, nfeKeyProblem } from './nfe-key';
import { readNfeKey } from './read-nfe-key';

const KEY = '35261111222333000181550010000010421123456781';

describe('the NF-e key before it is sent', () => {
  it('computes the check digit modulo 11 with weights 2..9 from the right, 0 or 1 giving 0', () => {
    expect(nfeKeyCheckDigit(KEY.slice(0, 43))).toBe(1);
    // The last position weighs 2: 0 leaves remainder 0, 6 remainder 1 (both → 0); 1 → 11 − 2; 5 → 11 − 10.
    expect(nfeKeyCheckDigit('0'.repeat(43))).toBe(0);
    expect(nfeKeyCheckDigit('0'.repeat(42) + '6')).toBe(0);
    expect(nfeKeyCheckDigit('0'.repeat(42) + '1')).toBe(9);
    expect(nfeKeyCheckDigit('0'.repeat(42) + '5')).toBe(1);
    // The weights restart at 2 after 9: the 9th position from the right weighs 2 again.
    expect(nfeKeyCheckDigit('0'.repeat(34) + '1' + '0'.repeat(8))).toBe(9);
  });

  it('takes a key typed or pasted in groups, with spaces, dots or dashes', () => {
    expect(nfeKeyOf('3526 1111 2223 3300 0181 5500 1000 0010 4211 2345 6781')).toBe(KEY);
    expect(nfeKeyOf(` ${KEY.slice(0, 20)}-${KEY.slice(20)}\n`)).toBe(KEY);
  });

  it('says what is wrong: nothing typed, the length, a letter, the check digit', () => {
    expect(nfeKeyProblem('  ')).toBe('Informe a chave de acesso da NF-e');
    expect(nfeKeyProblem(KEY.slice(0, 43))).toBe('A chave de acesso tem 44 dígitos (esta tem 43)');
    expect(nfeKeyProblem(`${KEY.slice(0, 30)}X${KEY.slice(31)}`)).toBe('A chave de acesso só tem números');
    expect(nfeKeyProblem(`${KEY.slice(0, 43)}2`)).toBe('O dígito verificador não confere: confira a chave');
    expect(nfeKeyOf(`${KEY.slice(0, 43)}2`)).toBeNull();
    expect(nfeKeyProblem(KEY)).toBeNull();
  });

  it('accepts an issuer with an alphanumeric CNPJ, as the API does (NT 2025.001)', () => {
    const first43 = '352611AB12CD34EF0192550010000010421123456781'.slice(0, 43);
    const key = first43 + String(nfeKeyCheckDigit(first43));
    expect(nfeKeyOf(key.toLowerCase())).toBe(key);
  });
});

describe('the browser’s BarcodeDetector', () => {
  const detectorClass = (formats: string[], found: string[]) => {
    const detect = vi.fn(async () => found.map((rawValue) => ({ rawValue })));
    const Detector = Object.assign(
      vi.fn(function (this: { detect: typeof detect }) {
        this.detect = detect;
      }),
      { getSupportedFormats: async () => formats },
    );
    return { BarcodeDetector: Detector as never, detect, Detector };
  };

  it('is used where it reads CODE-128, asked for that format only', async () => {
    const scope = detectorClass(['qr_code', 'code_128'], ['PEDIDO-1042', KEY]);
    const reader = await barcodeDetectorReader(scope);
    expect(scope.Detector).toHaveBeenCalledWith({ formats: ['code_128'] });
    const frame = new Blob(['a frame']);
    expect(await readNfeKey(frame, reader!)).toBe(KEY);
    expect(scope.detect).toHaveBeenCalledWith(frame);
  });

  it('is left for ZXing where it is missing or reads no CODE-128 (Chrome on Linux lists no format)', async () => {
    expect(await barcodeDetectorReader({})).toBeNull();
    expect(await barcodeDetectorReader(detectorClass([], []))).toBeNull();
    expect(await barcodeDetectorReader(detectorClass(['qr_code'], []))).toBeNull();
  });
});
