/**
 * What must never leave the server (or only through its one route): read by the exposure scan of every
 * response (exposure.ts) and of every line the worker logged during the run (log-scan.ts). Pure, so
 * it loads in Node and in the worker alike.
 */
const RULES: { name: string; pattern: RegExp; allowedOn?: RegExp }[] = [
  { name: 'password hash (bcrypt)', pattern: /\$2[aby]\$\d{2}\$[./A-Za-z0-9]{53}/ },
  { name: 'token or key hash (SHA-256 hex)', pattern: /(?<![0-9a-f])[0-9a-f]{64}(?![0-9a-f])/ },
  {
    name: 'supplier API key',
    pattern: /sk_[A-Za-z2-7]{32}/,
    allowedOn: /^POST \/(supplier-api-key|supplier-portal\/api-keys)(\/[^/]+\/regenerate)?$/,
  },
  { name: 'organization API key', pattern: /ak_[A-Za-z0-9]{24,}/, allowedOn: /^POST \/api-key(\/[^/]+\/regenerate)?$/ },
  {
    name: 'webhook secret',
    pattern: /whsec_[A-Za-z0-9+/=]{16,}/,
    allowedOn: /^GET \/(webhook|supplier-portal\/webhooks)\/[^/]+\/secret$/,
  },
  // Sealed values (platform/secret-box) are opened where they are used; the ciphertext never leaves either.
  { name: 'sealed secret (ciphertext)', pattern: /enc:v1:[A-Za-z0-9+/=]{8,}:/ },
];

/** What a response exposes that it must not (pure: the rules themselves are tested). */
export function detectExposures(method: string, path: string, status: number, text: string): string[] {
  const route = `${method} ${path.split('?')[0]}`;
  return RULES.filter((rule) => rule.pattern.test(text) && !(status < 300 && rule.allowedOn?.test(route))).map(
    (rule) => `${route} (${status}): ${rule.name}`,
  );
}
