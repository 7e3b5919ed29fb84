import { useState } from 'react';
import { FileUp } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { FormAlert } from '@/components/form-alert';
import { ApiClientError } from '@/lib/api-client';
import { formatBRL, formatDay, formatQuantity } from '@/lib/format';
import {
  useImportPriceListCsv,
  usePreviewPriceListCsv,
  type CsvImportPreview,
  type CsvImportRow,
} from '../api/price-list';
import { readCsvFile, priceListTemplateHref } from './csv-file';
import type { CategoryChoice } from './price-list-product-dialog';

const messageOf = (error: unknown) =>
  error instanceof ApiClientError ? error.message : 'Não foi possível ler o arquivo. Tente novamente.';

function PreviewRow({ row }: { row: CsvImportRow }) {
  const wrong = row.errors.length > 0;
  return (
    <tr className={wrong ? 'bg-red-50' : undefined}>
      <td className="px-2 py-1.5 tabular-nums text-slate-500">{row.line}</td>
      <td className="px-2 py-1.5">
        <span className="font-medium [overflow-wrap:anywhere]">{row.name || '—'}</span>
        <span className="block text-xs text-slate-500">
          {[row.unit, row.sku, row.gtin].filter(Boolean).join(' · ')}
          {row.price_valid_until && ` · até ${formatDay(row.price_valid_until)}`}
        </span>
        {wrong && (
          <ul className="mt-1 space-y-0.5 text-xs font-medium text-red-700">
            {row.errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
      </td>
      <td className="whitespace-nowrap px-2 py-1.5 text-right tabular-nums">
        {row.price === null ? '—' : formatBRL(row.price)}
      </td>
      <td className="px-2 py-1.5">
        {wrong ? (
          <Badge variant="destructive">Erro</Badge>
        ) : (
          <Badge variant={row.action === 'create' ? 'success' : 'secondary'}>
            {row.action === 'create' ? 'Novo' : 'Atualiza'}
          </Badge>
        )}
      </td>
    </tr>
  );
}

/** Every line of the file as it would be written: errors on their line, new or updated, before anything is saved. */
export function CsvPreview({ preview }: { preview: CsvImportPreview }) {
  return (
    <div className="space-y-2">
      <p role="status" className="text-sm">
        {formatQuantity(preview.valid, 'linha pronta', 'linhas prontas')}
        {preview.invalid > 0 && (
          <span className="font-medium text-red-700">
            {' '}
            · {formatQuantity(preview.invalid, 'linha com erro', 'linhas com erro')}: corrija o arquivo e escolha-o de
            novo
          </span>
        )}
      </p>
      {/* Scrolls on its own: reachable by keyboard, named as the table it holds. */}
      <div
        role="region"
        aria-label="Linhas do arquivo"
        tabIndex={0}
        className="max-h-72 overflow-auto rounded-md border border-slate-200"
      >
        <table aria-label="Prévia da importação" className="w-full text-sm">
          <thead className="sticky top-0 bg-slate-50 text-left text-xs text-slate-600">
            <tr>
              <th className="px-2 py-1.5 font-medium">Linha</th>
              <th className="px-2 py-1.5 font-medium">Produto</th>
              <th className="px-2 py-1.5 text-right font-medium">Preço</th>
              <th className="px-2 py-1.5 font-medium">Ação</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {preview.rows.map((row) => (
              <PreviewRow key={row.line} row={row} />
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * "Importar CSV": the file is read here and previewed by the API (nothing written); "Importar N
 * produtos" is offered only when no line has an error, and writes them all at once.
 */
export function CsvImportDialog({
  supplierId,
  categories,
  defaultCategoryId = '',
}: {
  supplierId: string;
  categories: CategoryChoice[];
  /** The file's category until one is chosen (none: the buyer chooses before the preview). */
  defaultCategoryId?: string;
}) {
  const [open, setOpen] = useState(false);
  const [chosenCategoryId, setCategoryId] = useState('');
  const categoryId = chosenCategoryId || defaultCategoryId;
  const [csv, setCsv] = useState<string>();
  const preview = usePreviewPriceListCsv(supplierId);
  const importCsv = useImportPriceListCsv(supplierId);
  const [error, setError] = useState('');
  const reset = () => (setCsv(undefined), setError(''), preview.reset(), importCsv.reset());
  const runPreview = (text: string, category: string) => {
    setError('');
    if (!category) return setError('Escolha a categoria dos produtos.');
    preview.mutate({ csv: text, category_id: category }, { onError: (e) => setError(messageOf(e)) });
  };
  const ready = preview.data && preview.data.invalid === 0 && preview.data.valid > 0;
  return (
    <Dialog open={open} onOpenChange={(next) => (setOpen(next), next || reset())}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <FileUp className="h-4 w-4" aria-hidden /> Importar CSV
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Importar lista de preços"
        description="Uma linha por produto: nome, unidade, preço, SKU, GTIN e validade. Um produto com o mesmo nome é atualizado."
      >
        <div className="space-y-4">
          <a
            href={priceListTemplateHref()}
            download="modelo-lista-de-precos.csv"
            className="inline-block text-sm font-medium text-brand-700 hover:underline"
          >
            Baixar modelo de CSV
          </a>
          <FormField label="Categoria dos produtos">
            <Select
              value={categoryId}
              onValueChange={(next) => (setCategoryId(next), csv && runPreview(csv, next))}
              options={categories}
              placeholder="Selecione"
            />
          </FormField>
          <FormField label="Arquivo CSV" hint="Salvo do Excel ou do Google Planilhas, separado por ; ou ,">
            <Input
              type="file"
              accept=".csv,text/csv"
              onChange={async (e) => {
                const file = e.target.files?.[0];
                if (!file) return;
                const text = await readCsvFile(file);
                setCsv(text);
                runPreview(text, categoryId);
              }}
            />
          </FormField>
          <FormAlert message={error} />
          {preview.isPending && (
            <p role="status" className="text-sm text-slate-500">
              Lendo o arquivo…
            </p>
          )}
          {preview.data && <CsvPreview preview={preview.data} />}
          <div className="flex justify-end">
            <Button
              disabled={!ready || importCsv.isPending}
              onClick={() =>
                importCsv.mutate(
                  { csv: csv!, category_id: categoryId },
                  {
                    onSuccess: (done) => {
                      toast.success(`${formatQuantity(done.valid, 'produto importado', 'produtos importados')}`);
                      setOpen(false);
                      reset();
                    },
                    onError: (e) => (setError(messageOf(e)), runPreview(csv!, categoryId)),
                  },
                )
              }
            >
              {importCsv.isPending
                ? 'Importando…'
                : `Importar ${preview.data?.valid ?? 0} ${preview.data?.valid === 1 ? 'produto' : 'produtos'}`}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
