import { client, unwrap, type Answer } from '@/lib/api-client';

// The shape comes from the server's router: a renamed field fails typecheck here.
export type CepAnswer = Answer<(typeof client)['cep'][':cep']['$get']>;

/**
 * The city (and, when the lookup knew them, street and district) of an eight-digit CEP. A CEP outside
 * the cities served is refused with the API's own words ("Ainda não atendemos o CEP …").
 */
export const fetchCep = (cep: string, signal?: AbortSignal) =>
  unwrap(client.cep[':cep'].$get({ param: { cep } }, { init: { signal } }));
