/**
 * Lines as a restaurant writes them on WhatsApp ("10 kg tomate", "2 cx leite integral", "tomate
 * italiano 10"): the quantity, the unit typed and the product's name, to be looked up by name. The
 * "sku;quantidade" lines of a spreadsheet stay with quick-order-text.ts.
 */

/** The cart's own ceiling for one line (POST /cart/item). */
const MAX_QUANTITY = 100_000;

/** What a line of a list says: a name to look up, how many and in which unit (as typed, folded). */
export type ListLine =
  { name: string; typedQuantity: number; quantity: number; unit: string | null } | { reason: string };

export const NO_QUANTITY = 'Não encontrei a quantidade: escreva, por exemplo, "10 kg tomate" ou "tomate italiano 10"';

/**
 * The units people type, each to the short form products are sold by (accents and plurals folded:
 * "caixas" is cx, "dúzia" dz, "litros" L). Products have no pack sizes yet, so a unit only says what
 * the person meant; it is compared with the product's, never converted.
 */
const UNIT_WORDS: Array<[unit: string, pattern: string]> = [
  ['kg', 'kgs?|quilos?|kilos?|quilogramas?|kilogramas?'],
  ['g', 'g|gr|grs|gramas?'],
  ['L', 'l|lt|lts|ltr|litros?'],
  ['ml', 'ml'],
  ['un', 'un|und|unds|unid|unids|unidades?|p[cç]|p[cç]s|pe[cç]as?'],
  ['cx', 'cx|cxs|caixas?'],
  ['pct', 'pct|pcts|pcte|pacotes?'],
  ['dz', 'dz|d[uú]zias?'],
  ['fardo', 'fd|fds|fardos?'],
  ['sc', 'sc|scs|sacos?|sacas?'],
  ['lata', 'latas?'],
  ['bandeja', 'bdj|bandejas?'],
  ['maço', 'm[cç]|ma[cç]os?'],
  ['galão', 'gl|gal[aã]o|gal[oõ]es'],
  ['garrafa', 'grf|garrafas?'],
  ['pote', 'potes?'],
  ['frasco', 'frascos?'],
  ['rolo', 'rolos?'],
];
const UNIT = `(?:${UNIT_WORDS.map(([, pattern]) => pattern).join('|')})`;
const unitExactly = UNIT_WORDS.map(([unit, pattern]) => [unit, new RegExp(`^(?:${pattern})\\.?$`, 'i')] as const);

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/**
 * The unit in its short form ("Caixas" → "cx", "KG" → "kg"); a unit this table does not know is
 * kept folded and singular ("Bombonas" → "bombona"), so two spellings of it still compare equal.
 */
export function canonicalUnit(unit: string): string {
  const typed = unit.trim();
  const known = unitExactly.find(([, pattern]) => pattern.test(typed))?.[0];
  return known ?? fold(typed).replace(/(?<=\p{L}{3})s$/u, '');
}

/** Whether the unit typed on a line and the product's unit name different things. */
export const unitsDiffer = (typed: string | null, productUnit: string) =>
  typed !== null && fold(canonicalUnit(typed)) !== fold(canonicalUnit(productUnit));

const WORD_NUMBERS: Record<string, number> = {
  meio: 0.5,
  meia: 0.5,
  um: 1,
  uma: 1,
  dois: 2,
  duas: 2,
  tres: 3,
  quatro: 4,
  cinco: 5,
  seis: 6,
  sete: 7,
  oito: 8,
  nove: 9,
  dez: 10,
  doze: 12,
};
const VULGAR: Record<string, number> = { '½': 0.5, '¼': 0.25, '¾': 0.75 };

const NUMBER = String.raw`\d+\s*\/\s*\d+|\d{1,3}(?:\.\d{3})+(?:,\d+)?|\d+(?:[.,]\d+)?|[½¼¾]`;
const WORD_NUMBER = `(?:meio|meia|uma?|dois|duas|tr[eê]s|quatro|cinco|seis|sete|oito|nove|dez|doze)(?=\\s)`;
const UNIT_AFTER = `(${UNIT})\\.?(?=\\s|$)`;
/** "10 kg tomate", "10kg de tomate", "2x leite", "uma dúzia de ovos", "1/2 kg alho". */
const LEADING = new RegExp(
  `^(${NUMBER}|${WORD_NUMBER})\\s*(?:${UNIT_AFTER})?\\s*(?:(?:x|de|do|da|dos|das|[-–—:])\\s+)?(.*)$`,
  'iu',
);
/** "tomate italiano 10", "Tomate italiano - 10", "Ovos 2 dúzias", "leite integral: 12 litros". */
const TRAILING = new RegExp(`^(.*?)\\s*(?:[-–—:=]|\\bx)?\\s*(${NUMBER})\\s*(?:${UNIT_AFTER})?$`, 'iu');

/** The number typed: "3,5" and "3.5" are 3.5, "1.000" a thousand, "1/2" a half; null when it is not one. */
function typedNumber(raw: string): number | null {
  const value = fold(raw).replace(/\s+/g, '');
  if (value in WORD_NUMBERS) return WORD_NUMBERS[value]!;
  if (value in VULGAR) return VULGAR[value]!;
  const fraction = /^(\d+)\/(\d+)$/.exec(value);
  if (fraction) return Number(fraction[2]) === 0 ? null : Number(fraction[1]) / Number(fraction[2]);
  if (/^\d{1,3}(\.\d{3})+(,\d+)?$/.test(value)) return Number(value.replace(/\./g, '').replace(',', '.'));
  return Number(value.replace(',', '.'));
}

/** A product name as typed, without the connectors and punctuation around it. */
const tidyName = (name: string) =>
  name
    .replace(/^(?:de|do|da|dos|das)\s+/i, '')
    .replace(/^[\s\-–—:=,.]+|[\s\-–—:=,.]+$/g, '')
    .replace(/\s+/g, ' ');

/**
 * A list line's marks off: emojis (a keycap "1️⃣" at the start is numbering), bullets ("• ", "- ",
 * "* "), numbering ("1) ", "2. ") and WhatsApp's *bold*, _italic_ and ~strike~ around words. What is
 * left is the line as a spreadsheet would hold it, so "• SER-0004;12" is still a SKU line.
 */
export function cleanListLine(raw: string): string {
  return raw
    .replace(/^\s*\d{1,3}\uFE0F?\u20E3/u, '')
    .replace(/\p{Extended_Pictographic}|\p{Regional_Indicator}|[\u{1F3FB}-\u{1F3FF}]|\uFE0F|\u200D|\u20E3/gu, ' ')
    .replace(/(^|\s)[*_~]+|[*_~]+(?=\s|$)/g, '$1')
    .replace(/^[\s•◦▪▫●○■□►▸‣⁃·*+>\-–—]+/u, '')
    .replace(/^\(?\d{1,3}\s*[).]\s+/, '')
    .trim();
}

/** The quantity typed, checked and rounded up to whole units (the cart holds whole units). */
function lineOf(name: string, rawNumber: string, unit: string | undefined): ListLine {
  const typed = typedNumber(rawNumber);
  if (typed === null || !Number.isFinite(typed)) return { reason: `Quantidade inválida: "${rawNumber.trim()}"` };
  if (typed <= 0) return { reason: 'A quantidade deve ser maior que zero' };
  if (typed > MAX_QUANTITY) return { reason: 'A quantidade máxima por linha é 100.000' };
  const product = tidyName(name);
  if (!/\p{L}/u.test(product)) return { reason: 'Falta o nome do produto' };
  return {
    name: product,
    typedQuantity: typed,
    quantity: Math.ceil(typed - 1e-9),
    unit: unit ? canonicalUnit(unit) : null,
  };
}

/**
 * Reads one cleaned line of a list: the quantity first ("10 kg tomate") or last ("tomate italiano
 * 10"), with an optional unit beside it; a ";", a tab or a comma between words counts as a space
 * ("Leite integral, 2 cx"). A line with no quantity says so.
 */
export function readListLine(cleaned: string): ListLine {
  const line = cleaned
    .replace(/[;\t]/g, ' ')
    .replace(/,(?!\d)|(?<!\d),/g, ' ')
    .replace(/[\s.!?]+$/, '')
    .trim();
  const leading = LEADING.exec(line);
  if (leading) return lineOf(leading[3] ?? '', leading[1]!, leading[2]);
  const trailing = TRAILING.exec(line);
  if (trailing) return lineOf(trailing[1] ?? '', trailing[2]!, trailing[3]);
  return { reason: NO_QUANTITY };
}
