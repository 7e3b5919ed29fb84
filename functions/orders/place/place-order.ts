import { dataEncryptionKey } from '../../platform/env';
import type { Db } from '../../platform/db';
import type { ChangeConfig } from '../order-changes';
import { checkout, type CheckoutInput } from './checkout';

/** Checks out the cart, or an awarded cotação; the organization's owner and admins are told (checkout.ts). */
export function placeOrder(db: Db, cfg: ChangeConfig, input: CheckoutInput) {
  return checkout(db, { sealKey: dataEncryptionKey(cfg), appUrl: cfg.APP_URL }, input);
}
