import { formatBRL } from '@/lib/format';

/** A negotiated price's last day as the buyer reads it on a label: "15/12". */
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** "Preço cotado até dd/mm": the price this buyer awarded in a cotação holds until that day. */
export function NegotiatedBadge({ validUntil }: { validUntil: string }) {
  return (
    <span className="inline-flex items-center rounded bg-emerald-50 px-1.5 py-0.5 text-xs font-medium text-emerald-800">
      Preço cotado até {dayMonth(validUntil)}
    </span>
  );
}

/**
 * A product's price as this buyer pays it: the negotiated one with the catalogue's struck through and
 * the label, or the catalogue's alone. `size` is the figure's text class (a card's or a product page's).
 */
export function BuyerPrice({
  listPrice,
  unit,
  negotiated,
  size = 'text-lg',
}: {
  listPrice: number;
  unit: string;
  negotiated?: { unitPrice: number; validUntil: string };
  size?: string;
}) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1 text-sm text-slate-500">
      <span>
        <span className={`${size} font-bold text-slate-900`}>{formatBRL(negotiated?.unitPrice ?? listPrice)}</span> /{' '}
        {unit}
      </span>
      {negotiated && (
        <>
          <del className="text-xs">
            <span className="sr-only">Preço de catálogo: </span>
            {formatBRL(listPrice)}
          </del>
          <NegotiatedBadge validUntil={negotiated.validUntil} />
        </>
      )}
    </p>
  );
}
