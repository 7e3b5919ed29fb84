import { useMutation } from '@tanstack/react-query';
import { client, unwrap, type Answer } from '@/lib/api-client';

const byNfeKey = client.receiving.nfe[':key'];
/** The shipment a DANFE names, among every supplier's shipments to the active organization. */
export type ShipmentByNfeKey = Answer<typeof byNfeKey.$get>;

export const getShipmentByNfeKey = (key: string) => unwrap(byNfeKey.$get({ param: { key } }));

/**
 * Asked once per key typed or read at the door, and the screen moves on with the answer: an action,
 * not data a screen keeps showing, so nothing is cached under a key.
 */
export const useFindShipmentByNfeKey = () => useMutation({ mutationFn: getShipmentByNfeKey });
