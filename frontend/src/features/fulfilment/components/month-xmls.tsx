import { useId, useState } from 'react';
import { FileDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { saoPauloMonth } from '@/lib/dates';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * The accountant's month of NF-e XMLs (owners and admins): a month and a plain download link, so the
 * browser saves the streamed zip itself. Browsers without a month picker show a text box: the format
 * is said beside it, and the link waits for a valid month. It opens on the current month in São Paulo
 * (issue #52): the month being bought in is the one a buyer looks for; the accountant picks the one before.
 */
export function MonthXmls() {
  const id = useId();
  const [month, setMonth] = useState(() => saoPauloMonth());
  const valid = MONTH.test(month);
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm font-medium">
          XMLs do mês
        </label>
        <Input
          id={id}
          type="month"
          className="h-8 w-44"
          value={month}
          placeholder="AAAA-MM"
          aria-describedby={`${id}-hint`}
          aria-invalid={valid ? undefined : true}
          onChange={(e) => setMonth(e.target.value)}
        />
        <p id={`${id}-hint`} className="sr-only">
          NF-e com emissão no mês, no formato AAAA-MM, em um zip com o índice em planilha
        </p>
      </div>
      {valid ? (
        <Button asChild variant="outline" size="sm">
          <a href={`/api/v1/documents/nfe?month=${month}`} download>
            <FileDown className="h-4 w-4" aria-hidden />
            Baixar XMLs (zip)
          </a>
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled>
          <FileDown className="h-4 w-4" aria-hidden />
          Baixar XMLs (zip)
        </Button>
      )}
    </div>
  );
}
