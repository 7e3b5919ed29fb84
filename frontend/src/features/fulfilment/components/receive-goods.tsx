import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatNfeKey } from '@/components/fulfilment/types';
import { FormAlert } from '@/components/form-alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { ApiClientError } from '@/lib/api-client';
import { useFindShipmentByNfeKey, type ShipmentByNfeKey } from '../api/receiving';
import { normalizeNfeKey } from '@api/fulfilment/nfe';
import { nfeKeyProblem } from '../barcode/nfe-key';
import { ReceiveGoodsCamera } from './receive-goods-camera';

const day = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric' });

/** The order page with this shipment's receipt form open (order.tsx reads `receber`). */
export const receiptFormPath = (s: Pick<ShipmentByNfeKey, 'purchaseOrderId' | 'shipmentId'>) =>
  `/app/orders/${encodeURIComponent(s.purchaseOrderId)}?receber=${encodeURIComponent(s.shipmentId)}`;

function AlreadyReceived({ shipment, receivedAt }: { shipment: ShipmentByNfeKey; receivedAt: string }) {
  const order = shipment.purchaseOrderNumber ? `o pedido nº ${shipment.purchaseOrderNumber}` : 'o pedido';
  return (
    <div role="status" className="space-y-1 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <p className="font-medium">Esta remessa já foi recebida em {day.format(new Date(receivedAt))}.</p>
      <p className="break-words">
        Remessa {shipment.sequence} de {shipment.supplierName}, NF-e nº {shipment.invoiceNumber}.{' '}
        <Link to={`/app/orders/${encodeURIComponent(shipment.purchaseOrderId)}`} className="font-medium underline">
          Ver {order}
        </Link>
      </p>
    </div>
  );
}

/**
 * Receiving at the door: the DANFE's barcode read by the camera, or its key typed, names the shipment
 * among every supplier's; the order then opens with that shipment's receipt form ready.
 */
export function ReceiveGoods() {
  const navigate = useNavigate();
  const find = useFindShipmentByNfeKey();
  const keyField = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  // The key's problem shows once a search was tried, then follows each change until it is gone.
  const [tried, setTried] = useState(false);
  const problem = tried ? (nfeKeyProblem(text) ?? undefined) : undefined;

  const search = (key: string) =>
    find.mutate(key, {
      onSuccess: (shipment) => {
        if (!shipment.receivedAt) navigate(receiptFormPath(shipment));
      },
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (nfeKeyProblem(text)) {
      keyField.current?.focus();
      return;
    }
    search(normalizeNfeKey(text));
  };

  const refusal =
    find.error instanceof ApiClientError
      ? find.error.message
      : find.error
        ? 'Não foi possível buscar a remessa. Tente novamente.'
        : undefined;

  return (
    <div className="space-y-6">
      <ReceiveGoodsCamera
        onKey={(key) => {
          setText(formatNfeKey(key));
          setTried(false);
          search(key);
        }}
        onUnavailable={() => keyField.current?.focus()}
      />
      <form aria-label="Chave de acesso" noValidate onSubmit={submit} className="space-y-3">
        <FormField
          label="Chave de acesso (44 dígitos)"
          error={problem}
          hint="Os números abaixo do código de barras do DANFE; os espaços não contam."
        >
          <Input
            ref={keyField}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              find.reset();
            }}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
          />
        </FormField>
        <Button type="submit" disabled={find.isPending} className="w-full sm:w-auto">
          {find.isPending ? 'Buscando a remessa…' : 'Buscar remessa'}
        </Button>
      </form>
      <FormAlert message={refusal} />
      {find.data?.receivedAt && <AlreadyReceived shipment={find.data} receivedAt={find.data.receivedAt} />}
    </div>
  );
}
