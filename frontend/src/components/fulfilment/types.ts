import type { Answer, client } from '@/lib/api-client';

// The same components (Shipment, Incident, ThreeWayCheck) travel in the supplier's and the buyer's orders.
type Detail = Answer<(typeof client)['supplier-portal']['orders'][':id']['$get']>;
export type Shipment = Detail['shipments'][number];
export type Incident = Detail['incidents'][number];
export type ThreeWayCheck = Detail['threeWay'];
export type ReceiptCondition = NonNullable<Shipment['lines'][number]['condition']>;

/** "3526 1111 2223 …": the access key as DANFEs print it. */
export const formatNfeKey = (key: string) => key.replace(/(.{4})/g, '$1 ').trim();
