import * as z from 'zod';
import { logger } from '../platform/log';

const log = logger('organizations');

/** How long the lookup may take: past it, the person types street and district (the city is already known). */
export const CEP_LOOKUP_TIMEOUT_MS = 2000;

export type StreetOfCep = { street: string | null; district: string | null };
const NOTHING: StreetOfCep = { street: null, district: null };

/** ViaCEP's answer: the address, or `{ "erro": true }` (newer answers say `"true"`) for a CEP it lacks. */
const viaCepAnswer = z.object({
  erro: z.union([z.boolean(), z.string()]).optional(),
  logradouro: z.string().optional(),
  bairro: z.string().optional(),
});

/**
 * Street and district of a CEP from a ViaCEP-shaped service (`GET {base}/ws/{cep}/json/`). A third party:
 * anything but a timely answer with the address (a timeout, an error, an unknown CEP) is "nothing known",
 * never a failure of the request that asked.
 */
export async function lookUpStreet(baseUrl: string, cep: string): Promise<StreetOfCep> {
  const url = `${baseUrl.replace(/\/$/, '')}/ws/${cep}/json/`;
  try {
    const res = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(CEP_LOOKUP_TIMEOUT_MS),
    });
    if (!res.ok) {
      log.warn('cep_lookup_refused', { status: res.status });
      return NOTHING;
    }
    const answer = viaCepAnswer.safeParse(await res.json());
    if (!answer.success || (answer.data.erro !== undefined && answer.data.erro !== false)) return NOTHING;
    return { street: answer.data.logradouro?.trim() || null, district: answer.data.bairro?.trim() || null };
  } catch (error) {
    log.warn('cep_lookup_failed', { reason: error instanceof Error ? error.name : 'unknown' });
    return NOTHING;
  }
}
