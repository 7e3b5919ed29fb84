import { BRAZILIAN_STATES } from '../platform/brazilian-states';
import { isValidCnpj, normalizeCnpj } from '../platform/cnpj';

/**
 * The NF-e access key (chave de acesso, 44 positions): cUF(2) AAMM(4) CNPJ(14) mod(2) série(3)
 * nNF(9) tpEmis(1) cNF(8) cDV(1). Since the alphanumeric CNPJ (NT 2025.001) the issuer's CNPJ base
 * may hold letters; every other position is a digit. The check digit is modulo 11 with weights 2..9
 * from the right, each character counting as its char code - 48 (digits as themselves).
 */

/** IBGE codes of the 27 federative units: a key's first two digits name the issuer's UF. */
const UF_CODES = new Set(BRAZILIAN_STATES.map((state) => Number(state.ibge)));
/** Emission types of the NF-e layout (8 is not used). */
const EMISSION_TYPES = new Set(['1', '2', '3', '4', '5', '6', '7', '9']);

export interface NfeKeyParts {
  ufCode: number;
  /** "2611": the year (2 digits) and month of emission. */
  yearMonth: string;
  issuerCnpj: string;
  model: '55' | '65';
  series: string;
  number: string;
  emissionType: string;
  numericCode: string;
  checkDigit: string;
}

export type NfeKeyCheck = { ok: true; key: string; parts: NfeKeyParts } | { ok: false; message: string };

export function nfeCheckDigit(first43: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = first43.length - 1; i >= 0; i--) {
    sum += (first43.charCodeAt(i) - 48) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/** Strips spaces, dots and dashes (keys are often printed in groups of four). */
export const normalizeNfeKey = (input: string) => input.replace(/[\s.-]/g, '').toUpperCase();

/**
 * Every part checked, first failure explained in pt-BR; `issuerCnpj` is whose key it must be (null:
 * any issuer, as when a buyer reads a DANFE at the door).
 */
export function checkNfeKey(input: string, issuerCnpj: string | null): NfeKeyCheck {
  const key = normalizeNfeKey(input);
  if (key.length !== 44) {
    return { ok: false, message: `A chave de acesso da NF-e tem 44 dígitos (esta tem ${key.length})` };
  }
  const lettersOutsideCnpj = /[^0-9]/.test(key.slice(0, 6) + key.slice(18));
  if (lettersOutsideCnpj || !/^[0-9A-Z]{12}[0-9]{2}$/.test(key.slice(6, 20))) {
    return {
      ok: false,
      message: 'A chave de acesso da NF-e só tem números (fora o CNPJ alfanumérico do emitente)',
    };
  }
  const parts: NfeKeyParts = {
    ufCode: Number(key.slice(0, 2)),
    yearMonth: key.slice(2, 6),
    issuerCnpj: key.slice(6, 20),
    model: key.slice(20, 22) as '55' | '65',
    series: key.slice(22, 25),
    number: key.slice(25, 34),
    emissionType: key.slice(34, 35),
    numericCode: key.slice(35, 43),
    checkDigit: key.slice(43),
  };
  if (!UF_CODES.has(parts.ufCode)) {
    return { ok: false, message: `Código de UF inválido na chave da NF-e: ${key.slice(0, 2)}` };
  }
  const month = Number(parts.yearMonth.slice(2));
  if (month < 1 || month > 12) {
    return { ok: false, message: `Mês de emissão inválido na chave da NF-e: ${parts.yearMonth.slice(2)}` };
  }
  if (!isValidCnpj(parts.issuerCnpj)) {
    return { ok: false, message: 'O CNPJ do emitente na chave da NF-e é inválido' };
  }
  if (issuerCnpj !== null && parts.issuerCnpj !== normalizeCnpj(issuerCnpj)) {
    return { ok: false, message: 'A NF-e foi emitida por outro CNPJ: a chave deve ser de uma nota deste fornecedor' };
  }
  if (parts.model !== '55' && parts.model !== '65') {
    return { ok: false, message: `Modelo ${parts.model} não é NF-e: use uma nota modelo 55 (ou NFC-e 65)` };
  }
  if (!EMISSION_TYPES.has(parts.emissionType)) {
    return { ok: false, message: `Tipo de emissão inválido na chave da NF-e: ${parts.emissionType}` };
  }
  if (Number(parts.checkDigit) !== nfeCheckDigit(key.slice(0, 43))) {
    return { ok: false, message: 'Dígito verificador da chave da NF-e não confere: confira a chave' };
  }
  return { ok: true, key, parts };
}
