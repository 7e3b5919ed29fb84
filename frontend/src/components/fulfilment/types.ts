import type { Answer, client } from '@/lib/api-client';

// The same components (Shipment, Incident, ThreeWayCheck) travel in the supplier's and the buyer's orders.
type Detail = Answer<(typeof client)['supplier-portal']['orders'][':id']['$get']>;
export type Shipment = Detail['shipments'][number];
export type Incident = Detail['incidents'][number];
export type ThreeWayCheck = Detail['threeWay'];
export type ReceiptCondition = NonNullable<Shipment['lines'][number]['condition']>;

export const CONDITION_LABEL: Record<ReceiptCondition, string> = {
  OK: 'Em ordem',
  AVARIADO: 'Avariado',
  FALTANTE: 'Faltante',
  ITEM_ERRADO: 'Item errado',
};

export const RESOLUTION_LABEL: Record<NonNullable<Incident['resolution']>, string> = {
  CREDIT: 'Crédito',
  REPLACEMENT: 'Reposição',
  DISPUTE: 'Contestação',
};

export const INCIDENT_STATUS_LABEL: Record<Incident['status'], string> = {
  OPEN: 'Aberta',
  ANSWERED: 'Respondida',
  RESOLVED: 'Resolvida',
};

/** "3526 1111 2223 …": the access key as DANFEs print it. */
export const formatNfeKey = (key: string) => key.replace(/(.{4})/g, '$1 ').trim();
