import { loadBcrypt } from '../vendor-modules';

const COST = 12;

/**
 * A real bcrypt hash (cost 12) of a random secret nobody knows: comparing
 * against it makes an unknown e-mail cost exactly what a wrong password costs.
 */
const DUMMY_HASH = '$2b$12$9yylCT6WiB3fvmd3Q3805utWj/lZXYdmE/DqMPDa.5Bb89b5ZGiEu';

export async function hashPassword(password: string): Promise<string> {
  return (await loadBcrypt()).hash(password, COST);
}

/** False for a missing hash too, after the same amount of work. */
export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const ok = await (await loadBcrypt()).compare(password, hash ?? DUMMY_HASH);
  return ok && Boolean(hash);
}
