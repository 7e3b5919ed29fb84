import { openSecret, sealSecret } from '../platform/secret-box';

/** Settings that are credentials (a Brevo API key, a Slack/Discord/Zapier hook URL): encrypted at rest, masked in answers. */
export const SECRET_SETTINGS = ['apiKey', 'webhookUrl'];

async function mapSecrets(
  metadata: Record<string, unknown>,
  fn: (value: string) => Promise<string>,
): Promise<Record<string, unknown>> {
  const entries = await Promise.all(
    Object.entries(metadata).map(
      async ([k, v]) => [k, SECRET_SETTINGS.includes(k) && typeof v === 'string' ? await fn(v) : v] as const,
    ),
  );
  return Object.fromEntries(entries);
}

export const sealSettings = (key: string, metadata: Record<string, unknown>) =>
  mapSecrets(metadata, (v) => sealSecret(key, v));
export const openSettings = (key: string, metadata: Record<string, unknown>) =>
  mapSecrets(metadata, (v) => openSecret(key, v));
