/** What happened in the domain; outbound webhooks and integrations subscribe to these. */
export type DomainEvent =
  | { type: 'lead.created'; organizationId: string; data: { leadId: string; email: string } }
  | {
      type: 'submission.created';
      organizationId: string;
      data: { submissionId: string; leadId: string; source: string | null };
    }
  | {
      type: 'purchase_order.created';
      organizationId: string;
      data: {
        orderId: string;
        number: number | null;
        totalAmount: number;
        supplierIds: string[];
        clientId: string | null;
      };
    }
  | {
      type: 'purchase_order.status_changed';
      organizationId: string;
      data: { orderId: string; from: string; to: string };
    }
  | {
      type: 'purchase_order.item_status_changed';
      organizationId: string;
      data: { orderId: string; itemId: string; from: string; to: string; adminNotes: string | null };
    }
  | {
      /** A supplier order of the purchase order moved (sent, answered, cancelled). */
      type: 'purchase_order.updated';
      organizationId: string;
      data: {
        orderId: string;
        number: number | null;
        supplierOrderId: string;
        supplierOrderNumber: string;
        action: string;
        status: string;
        /** The shipment a ship/deliver/receive move concerns. */
        shipmentId?: string;
        /** The incidents a receipt opened, or the one an incident move concerns. */
        incidentIds?: string[];
      };
    }
  | {
      /** A cotação became a purchase order: its suppliers hear whether they won. */
      type: 'quote.awarded';
      organizationId: string;
      data: { quoteId: string; orderId: string; winnerIds: string[] };
    };
