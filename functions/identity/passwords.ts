import { loadBcrypt } from '../vendor-modules';

/**
 * A real bcrypt hash (cost 12) of a random secret nobody knows: comparing against it makes an unknown
 * e-mail cost exactly what a wrong password costs.
 */
const DUMMY_HASH_12 = '$2b$12$9yylCT6WiB3fvmd3Q3805utWj/lZXYdmE/DqMPDa.5Bb89b5ZGiEu';
const dummyHashes = new Map<number, Promise<string>>([[12, Promise.resolve(DUMMY_HASH_12)]]);

/** The unknown e-mail's stand-in at another cost (PASSWORD_HASH_COST): made once per isolate. */
function dummyHash(cost: number): Promise<string> {
  let hash = dummyHashes.get(cost);
  if (!hash) {
    hash = loadBcrypt().then((bcrypt) => bcrypt.hash(crypto.randomUUID(), cost));
    dummyHashes.set(cost, hash);
  }
  return hash;
}

/** `cost` is PASSWORD_HASH_COST. */
export async function hashPassword(password: string, cost: number): Promise<string> {
  return (await loadBcrypt()).hash(password, cost);
}

/** False for a missing hash too, after the same amount of work as a wrong password at `cost`. */
export async function verifyPassword(
  password: string,
  hash: string | null | undefined,
  cost: number,
): Promise<boolean> {
  const ok = await (await loadBcrypt()).compare(password, hash ?? (await dummyHash(cost)));
  return ok && Boolean(hash);
}
