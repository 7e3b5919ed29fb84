import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ApiClient, ApiResponse } from '@/lib/api-types';

// What the buyer answers the supplier returns, and the supplier's own order after a move: shapes from
// the server's router.
type BuyerOrderDetail = ApiResponse<ApiClient['purchase-orders'][':id']['$get']>;
export type SupplierOrderDetail = ApiResponse<ApiClient['supplier-portal']['orders'][':id']['$get']>;

/** The buyer's side: a receipt or an incident decision changes the order, its list and the cart's warnings. */
function useBuyerWrite<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['orders'] }),
        queryClient.invalidateQueries({ queryKey: ['order'] }),
        queryClient.invalidateQueries({ queryKey: ['cart'] }),
      ]),
  });
}

/** The supplier's side: every move answers the supplier order again; the portal's lists follow. */
const useSupplierMove = <T>(request: (input: T) => Promise<SupplierOrderDetail>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['supplier-portal'] }),
  });
};

type PartRef = { id: string; supplierOrderId: string };
export type ReceiptLine = {
  lineId: string;
  receivedQuantity: number;
  condition: 'OK' | 'AVARIADO' | 'FALTANTE' | 'ITEM_ERRADO';
  note?: string;
};
export const useReceiveShipment = () =>
  useBuyerWrite(({ id, supplierOrderId, shipmentId, lines }: PartRef & { shipmentId: string; lines: ReceiptLine[] }) =>
    api.post<BuyerOrderDetail>(
      `/purchase-orders/${id}/supplier-orders/${supplierOrderId}/shipments/${shipmentId}/receipt`,
      {
        lines,
      },
    ),
  );
export const useDecideIncident = () =>
  useBuyerWrite(
    ({
      id,
      supplierOrderId,
      incidentId,
      action,
      note,
    }: PartRef & { incidentId: string; action: 'resolve' | 'reopen'; note?: string }) =>
      api.post<BuyerOrderDetail>(
        `/purchase-orders/${id}/supplier-orders/${supplierOrderId}/incidents/${incidentId}/${action}`,
        action === 'reopen' ? { note } : undefined,
      ),
  );

export type InvoiceInput = {
  nfeKey: string;
  invoiceNumber: string;
  invoiceSeries: string;
  invoiceAmount: number;
  carrier?: string;
  trackingCode?: string;
  expectedDeliveryDate?: string;
};

export const useShip = () =>
  useSupplierMove(({ id, ...body }: InvoiceInput & { id: string; lines: { itemId: string; quantity: number }[] }) =>
    api.post<SupplierOrderDetail>(`/supplier-portal/orders/${id}/shipments`, body),
  );
export const useMarkDelivered = () =>
  useSupplierMove(({ id, shipmentId }: { id: string; shipmentId: string }) =>
    api.post<SupplierOrderDetail>(`/supplier-portal/orders/${id}/shipments/${shipmentId}/delivered`),
  );
export const useCancelRemaining = () =>
  useSupplierMove(({ id, reason }: { id: string; reason: string }) =>
    api.post<SupplierOrderDetail>(`/supplier-portal/orders/${id}/cancel-remaining`, { reason }),
  );
export const useAnswerIncident = () =>
  useSupplierMove(
    ({
      id,
      incidentId,
      ...body
    }: {
      id: string;
      incidentId: string;
      resolution: 'CREDIT' | 'REPLACEMENT' | 'DISPUTE';
      note?: string;
      creditAmount?: number;
      shipment?: InvoiceInput;
    }) => api.post<SupplierOrderDetail>(`/supplier-portal/orders/${id}/incidents/${incidentId}/answer`, body),
  );
