import { dataEncryptionKey } from '../../platform/env';
import type { Db } from '../../platform/db';
import type { ChangeConfig } from '../order-changes';
import { checkout, type CheckoutInput } from './checkout';
import type { PlaceConfig } from './order-source';

/** What placing an order needs of the app's configuration: the outbox's key and the app's address. */
export const placeConfig = (cfg: ChangeConfig): PlaceConfig => ({
  sealKey: dataEncryptionKey(cfg),
  appUrl: cfg.APP_URL,
});

/** Checks out the cart; the organization's owner and admins are told (checkout.ts). */
export function placeOrder(db: Db, cfg: ChangeConfig, input: CheckoutInput) {
  return checkout(db, placeConfig(cfg), input);
}
