/**
 * Secrets we must read back in clear (a webhook's signing secret signs every
 * delivery and has a reveal route), kept encrypted at rest: AES-256-GCM with a
 * key derived (HKDF-SHA-256) from DATA_ENCRYPTION_KEY, so a database dump or a
 * leaked backup holds no usable secret. Hashing is not an option here: the
 * clear value is needed.
 */
const PREFIX = 'enc:v1:';
const keys = new Map<string, Promise<CryptoKey>>();

/** In slices: spreading a large body (a dead letter may carry a request body) into one call overflows the argument limit. */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

function keyFor(material: string): Promise<CryptoKey> {
  let key = keys.get(material);
  if (!key) {
    key = crypto.subtle
      .importKey('raw', new TextEncoder().encode(material), 'HKDF', false, ['deriveKey'])
      .then((base) =>
        crypto.subtle.deriveKey(
          {
            name: 'HKDF',
            hash: 'SHA-256',
            salt: new TextEncoder().encode('abastece'),
            info: new TextEncoder().encode('secret-box/v1'),
          },
          base,
          { name: 'AES-GCM', length: 256 },
          false,
          ['encrypt', 'decrypt'],
        ),
      );
    keys.set(material, key);
  }
  return key;
}

/** `enc:v1:<iv>:<ciphertext+tag>`, a fresh 96-bit IV each time. */
export async function sealSecret(material: string, plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await keyFor(material),
    new TextEncoder().encode(plain),
  );
  return `${PREFIX}${toBase64(iv)}:${toBase64(new Uint8Array(sealed))}`;
}

/**
 * The clear secret. A value without the prefix was written before encryption
 * at rest and is returned as it is (it is sealed again on its next change).
 * A wrong key or a tampered value throws: it must never sign with garbage.
 */
export async function openSecret(material: string, stored: string): Promise<string> {
  if (!stored.startsWith(PREFIX)) return stored;
  const [iv, sealed] = stored.slice(PREFIX.length).split(':');
  if (!iv || !sealed) throw new Error('secret-box: malformed value');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(iv) },
    await keyFor(material),
    fromBase64(sealed),
  );
  return new TextDecoder().decode(plain);
}
