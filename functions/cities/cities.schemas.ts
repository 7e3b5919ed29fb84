import * as z from 'zod';
import { IBGE_CITY_CODE, ibgeCodeMatchesUf, ibgeCodeOfUf, isUf } from '../platform/brazilian-states';
import { searchablePageQuery } from '../platform/pagination';

/** The city's own words, shared with the console's dialog (its inline errors are these). */
export const CITY_MESSAGES = {
  nameRequired: 'Nome é obrigatório',
  invalidUf: 'UF inválida: use a sigla de um dos 27 estados (SP, RJ, MG…)',
  invalidCode: 'O código IBGE tem 7 dígitos',
  codeRequired: 'O código IBGE é obrigatório',
  codeOutsideUf: (uf: string) => `O código IBGE de uma cidade de ${uf} começa com ${ibgeCodeOfUf(uf)}`,
} as const;

const name = z
  .string({ error: CITY_MESSAGES.nameRequired })
  .trim()
  .min(2, 'O nome deve ter pelo menos 2 caracteres')
  .max(80, 'O nome pode ter até 80 caracteres');

/** A UF as typed ("sp" or " SP "), kept in capitals. */
const state = z.string({ error: CITY_MESSAGES.invalidUf }).trim().toUpperCase().refine(isUf, CITY_MESSAGES.invalidUf);

const ibgeCode = z
  .string({ error: CITY_MESSAGES.codeRequired })
  .trim()
  .min(1, CITY_MESSAGES.codeRequired)
  .regex(IBGE_CITY_CODE, CITY_MESSAGES.invalidCode);

/** The code must be of the city's UF: said on the code, where the operator fixes it. */
const codeOfItsUf = (v: { state?: string | undefined; ibgeCode?: string | undefined }, ctx: z.RefinementCtx) => {
  if (v.state && v.ibgeCode && isUf(v.state) && !ibgeCodeMatchesUf(v.ibgeCode, v.state)) {
    ctx.addIssue({ code: 'custom', path: ['ibgeCode'], message: CITY_MESSAGES.codeOutsideUf(v.state) });
  }
};

/** A new city: name, UF and IBGE code, all required. */
export const createCitySchema = z.object({ name, state, ibgeCode }).superRefine(codeOfItsUf);

/** Rename, move to another UF, change the code, activate or deactivate: only what is sent changes. */
export const updateCitySchema = z
  .object({
    name: name.optional(),
    state: state.optional(),
    ibgeCode: ibgeCode.optional(),
    isActive: z.boolean({ error: 'Informe se a cidade está ativa' }).optional(),
  })
  .superRefine(codeOfItsUf);

/** The operator's list: every city, searched by name, UF or IBGE code, optionally by situation. */
export const cityListQuery = searchablePageQuery.extend({
  status: z.enum(['active', 'inactive']).optional().meta({ description: 'Só as ativas ou só as inativas' }),
});

export type CreateCityInput = z.infer<typeof createCitySchema>;
export type UpdateCityInput = z.infer<typeof updateCitySchema>;
export type CityListQuery = z.infer<typeof cityListQuery>;
