/**
 * One word per fulfilment state: how a received line arrived, what a shipment and an incident are at,
 * and how the supplier settles an incident. Screens show the label as it is ("Avariado", "A caminho");
 * sentences (e-mails, the machines' refusals) use it in lower case (`inSentence`), so the words stay
 * one table (decision 0004).
 *
 * Plain data (no imports): the SPA bundles it as it is (`@api/orders/incident-vocabulary`).
 */

/** How a line of a shipment arrived, as the buyer checked it at the door. */
export const RECEIPT_CONDITION: Record<'OK' | 'AVARIADO' | 'FALTANTE' | 'ITEM_ERRADO', string> = {
  OK: 'Em ordem',
  AVARIADO: 'Avariado',
  FALTANTE: 'Faltante',
  ITEM_ERRADO: 'Item errado',
};

/** How the supplier answers an incident. */
export const INCIDENT_RESOLUTION: Record<'CREDIT' | 'REPLACEMENT' | 'DISPUTE', string> = {
  CREDIT: 'Crédito',
  REPLACEMENT: 'Reposição',
  DISPUTE: 'Contestação',
};

/** An incident (ocorrência, feminine): opened at receipt, answered by the supplier, resolved by the buyer. */
export const INCIDENT_STATE: Record<'OPEN' | 'ANSWERED' | 'RESOLVED', string> = {
  OPEN: 'Aberta',
  ANSWERED: 'Respondida',
  RESOLVED: 'Resolvida',
};

/** A shipment (remessa, feminine) on its way to the buyer's door. */
export const SHIPMENT_STATE: Record<'SHIPPED' | 'DELIVERED' | 'RECEIVED', string> = {
  SHIPPED: 'A caminho',
  DELIVERED: 'Entregue',
  RECEIVED: 'Recebida',
};

/** The word inside a sentence: "com avariado", "uma ocorrência aberta", "entregue, a receber". */
export const inSentence = (label: string) => label.toLowerCase();
