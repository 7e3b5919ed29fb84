import { useState } from 'react';
import { FileCode2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { ApiClientError } from '@/lib/api-client';
import { formatBRL, formatDateTime } from '@/lib/format';
import { previewNfe, useShipFromNfe, type NfePreview, type SupplierOrderDetail } from '../api/fulfilment';

const MATCHED_BY = { SKU: 'pelo código (SKU)', GTIN: 'pelo GTIN', DESCRIPTION: 'pela descrição' } as const;

/** What the NF-e would ship, line by line, and what stops it: read before confirming. */
export function NfePreviewView({ preview }: { preview: NfePreview }) {
  const { nfe } = preview;
  return (
    <div className="space-y-3 text-sm">
      <p>
        <strong>
          NF-e nº {Number(nfe.number)}, série {Number(nfe.series)}
        </strong>{' '}
        · {nfe.amountText} · emitida em {formatDateTime(nfe.issuedAt)}
        <span className="block break-all text-xs text-slate-500">Chave {nfe.key}</span>
      </p>
      {preview.problems.length > 0 && (
        <ul role="alert" className="list-disc space-y-1 rounded-md bg-red-50 py-2 pl-6 pr-3 text-red-800">
          {preview.problems.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      )}
      <ul aria-label="Itens da remessa" className="divide-y divide-slate-100 rounded-md border border-slate-200">
        {preview.lines.map((l) => (
          <li key={l.itemId} className="space-y-0.5 px-3 py-2">
            <p className="font-medium">{l.productName}</p>
            <p className={l.over > 0 ? 'text-red-700' : 'text-slate-600'}>
              Envia {l.quantity} {l.unit} de {l.remaining} que faltam
            </p>
            {l.items.map((i) => (
              <p key={i.itemNumber} className="text-xs text-slate-500">
                Item {i.itemNumber} da nota ({i.description}), ligado {MATCHED_BY[i.matchedBy]}
                {i.unitDiffers && (
                  <span className="ml-1 rounded bg-amber-50 px-1 font-medium text-amber-800">
                    unidade {i.unit} na nota, {l.unit} no pedido
                  </span>
                )}
              </p>
            ))}
          </li>
        ))}
      </ul>
      {nfe.installments.length > 0 && (
        <p className="text-slate-600">
          Duplicatas:{' '}
          {nfe.installments
            .map((d) => `${d.number} · ${d.dueDate.split('-').reverse().join('/')} · ${formatBRL(d.amount)}`)
            .join('; ')}
        </p>
      )}
    </div>
  );
}

/**
 * "Enviar pelo XML": the supplier picks the authorised NF-e its ERP wrote, sees what it would ship
 * (nothing is written yet), then confirms. The typed form stays beside it for whoever has no XML.
 */
export function NfeShipDialog({ order }: { order: SupplierOrderDetail }) {
  const ship = useShipFromNfe();
  const [open, setOpen] = useState(false);
  const [xml, setXml] = useState<File>();
  const [preview, setPreview] = useState<NfePreview>();
  const [reading, setReading] = useState(false);
  const [error, setError] = useState<string>();
  const [carrier, setCarrier] = useState('');
  const reset = () => {
    setXml(undefined);
    setPreview(undefined);
    setError(undefined);
    setCarrier('');
  };
  const read = async (file: File | undefined) => {
    reset();
    if (!file) return;
    setReading(true);
    try {
      // The bytes themselves: file.text() would decode a Latin-1 note as UTF-8 and lose its accents.
      setXml(file);
      setPreview(await previewNfe(order.id, file));
    } catch (e) {
      setError(e instanceof ApiClientError ? e.message : 'Não foi possível ler o arquivo');
    } finally {
      setReading(false);
    }
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline">
          <FileCode2 className="h-4 w-4" aria-hidden /> Enviar pelo XML
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Remessa pelo XML da NF-e"
        description="Envie o XML autorizado (nfeProc) que o seu sistema emitiu: conferimos a nota com o pedido antes de gravar."
      >
        <div className="space-y-4">
          <FormField label="Arquivo XML da NF-e" hint="Até 5 MB" error={error}>
            <Input
              type="file"
              accept=".xml,application/xml,text/xml"
              disabled={reading || ship.isPending}
              onChange={(e) => void read(e.target.files?.[0])}
            />
          </FormField>
          {reading && (
            <p role="status" className="text-sm text-slate-500">
              Conferindo a NF-e…
            </p>
          )}
          {preview && <NfePreviewView preview={preview} />}
          {preview?.canConfirm && (
            <FormField label="Transportadora (opcional)">
              <Input value={carrier} maxLength={120} onChange={(e) => setCarrier(e.target.value)} />
            </FormField>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancelar
            </Button>
            <Button
              type="button"
              disabled={!preview?.canConfirm || !xml || ship.isPending}
              onClick={async () => {
                try {
                  await ship.mutateAsync({
                    id: order.id,
                    xml: xml!,
                    ...(carrier.trim() ? { carrier: carrier.trim() } : {}),
                  });
                  toast.success(`Remessa registrada com a NF-e nº ${Number(preview!.nfe.number)}`);
                  setOpen(false);
                  reset();
                } catch (e) {
                  setError(e instanceof ApiClientError ? e.message : 'Não foi possível registrar a remessa');
                }
              }}
            >
              {ship.isPending ? 'Registrando…' : 'Confirmar remessa'}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
