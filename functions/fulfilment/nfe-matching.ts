/**
 * Which line of the supplier order each item of an NF-e is: by the supplier's own code (`cProd` = the
 * product's SKU), else by GTIN (`cEAN`), else by description — the order a fiscal clerk would check
 * them. Pure: the shipment's preview and its confirmation both read this answer.
 */

import type { NfeItem } from './nfe-xml';

/** What matching reads of an NF-e's item: its number, the codes and words that name it, how much. */
export type NfeItemToMatch = Pick<NfeItem, 'itemNumber' | 'code' | 'gtin' | 'description' | 'unit' | 'quantity'>;

export interface OrderLineToMatch {
  id: string;
  productName: string;
  productUnit: string;
  sku: string | null;
  gtin: string | null;
  /** What may still ship: accepted, less shipped and cancelled. */
  remaining: number;
}

export type MatchedBy = 'SKU' | 'GTIN' | 'DESCRIPTION';

export interface NfeMatch<Item extends NfeItemToMatch, Line extends OrderLineToMatch> {
  /** One per order line the NF-e names, its items' quantities summed. */
  lines: {
    line: Line;
    items: { item: Item; by: MatchedBy; unitDiffers: boolean }[];
    quantity: number;
    /** Units beyond what may still ship (0 when within). */
    over: number;
  }[];
  /** Items that are no line of this order. */
  notInOrder: Item[];
  /** Items whose quantity is not a whole number of the order's units. */
  fractional: Item[];
}

/** "Feijão  Carioca 1KG" and "feijao carioca 1 kg" are the same words. */
export const normalizeText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/(\d)\s+(?=[a-z])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

const normalizeCode = (code: string | null) => (code ? code.trim().toUpperCase() : null);
const normalizeGtin = (gtin: string | null) => {
  const digits = gtin?.replace(/\D/g, '').replace(/^0+/, '') ?? '';
  return digits.length ? digits : null;
};

function lineOf<Line extends OrderLineToMatch>(item: NfeItemToMatch, lines: Line[]): [Line, MatchedBy] | null {
  const code = normalizeCode(item.code);
  const bySku = code ? lines.find((l) => normalizeCode(l.sku) === code) : undefined;
  if (bySku) return [bySku, 'SKU'];
  const gtin = normalizeGtin(item.gtin);
  const byGtin = gtin ? lines.find((l) => normalizeGtin(l.gtin) === gtin) : undefined;
  if (byGtin) return [byGtin, 'GTIN'];
  const description = normalizeText(item.description);
  const byDescription = lines.find((l) => normalizeText(l.productName) === description);
  return byDescription ? [byDescription, 'DESCRIPTION'] : null;
}

export function matchNfeItems<Item extends NfeItemToMatch, Line extends OrderLineToMatch>(
  items: Item[],
  lines: Line[],
): NfeMatch<Item, Line> {
  const byLine = new Map<string, NfeMatch<Item, Line>['lines'][number]>();
  const notInOrder: Item[] = [];
  const fractional: Item[] = [];
  for (const item of items) {
    const found = lineOf(item, lines);
    if (!found) {
      notInOrder.push(item);
      continue;
    }
    const [line, by] = found;
    if (!Number.isInteger(item.quantity)) fractional.push(item);
    const entry = byLine.get(line.id) ?? { line, items: [], quantity: 0, over: 0 };
    entry.items.push({ item, by, unitDiffers: normalizeText(item.unit) !== normalizeText(line.productUnit) });
    entry.quantity += item.quantity;
    entry.over = Math.max(0, entry.quantity - line.remaining);
    byLine.set(line.id, entry);
  }
  return { lines: [...byLine.values()], notInOrder, fractional };
}
