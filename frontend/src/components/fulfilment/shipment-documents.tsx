import type { ReactNode } from 'react';
import { FileDown } from 'lucide-react';
import type { Shipment } from './types';

const LINK =
  'inline-flex min-h-8 items-center gap-1 rounded font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/**
 * A shipment's kept documents as plain download links (the session cookie goes with them; the browser
 * saves the file itself), shown only when the shipment says it has them.
 */
export function ShipmentDocuments({
  shipment,
  path,
  attach,
}: {
  shipment: Shipment;
  path: string;
  attach?: ReactNode;
}) {
  if (!shipment.nfeXml && !shipment.danfe && !attach) return null;
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      {shipment.nfeXml && (
        <a
          href={`${path}/nfe.xml`}
          download
          className={LINK}
          aria-label={`XML da NF-e da remessa ${shipment.sequence}`}
        >
          <FileDown className="h-4 w-4" aria-hidden />
          XML da NF-e
        </a>
      )}
      {shipment.danfe && (
        <a
          href={`${path}/danfe.pdf`}
          download
          className={LINK}
          aria-label={`DANFE (PDF) da remessa ${shipment.sequence}`}
        >
          <FileDown className="h-4 w-4" aria-hidden />
          DANFE (PDF)
        </a>
      )}
      {attach}
    </div>
  );
}
