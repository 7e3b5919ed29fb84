import type { Webhook } from 'standardwebhooks';
import { loadStandardWebhooks } from '../vendor-modules';

/** The Standard Webhooks form: whsec_ and the key in base64. */
const STANDARD_SECRET = /^whsec_[A-Za-z0-9+/]{32,}={0,2}$/;

/**
 * The signer for an endpoint's secret. A whsec_ secret signs with the key it encodes, as Standard
 * Webhooks does; a secret the user chose signs with its own UTF-8 bytes (what a receiver passes as
 * the key, e.g. `new Webhook(bytes, { format: 'raw' })` or any HMAC-SHA256 over those bytes). The
 * library is a module of its own, loaded by the first delivery (decision 0061).
 */
export async function webhookSigner(secret: string): Promise<Webhook> {
  const { Webhook } = await loadStandardWebhooks();
  return STANDARD_SECRET.test(secret)
    ? new Webhook(secret)
    : new Webhook(new TextEncoder().encode(secret), { format: 'raw' });
}
