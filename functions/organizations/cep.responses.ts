import * as z from 'zod';
import { uuid } from '../platform/response-schemas';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
export const cepAnswerSchema = /* @__PURE__ */ z
  .object({
    cep: z.string().meta({ description: 'Oito dígitos, sem hífen', example: '01310100' }),
    city: z
      .object({ id: uuid, name: z.string(), state: z.string().meta({ description: 'UF', example: 'SP' }) })
      .meta({ description: 'A cidade atendida do CEP, pelas faixas de CEP dos Correios' }),
    street: z
      .string()
      .nullable()
      .meta({ description: 'Logradouro, quando a consulta de CEP respondeu a tempo; senão null (a pessoa digita)' }),
    district: z.string().nullable().meta({ description: 'Bairro, nas mesmas condições do logradouro' }),
    served: z.literal(true).meta({ description: 'Sempre true: fora das cidades atendidas a resposta é 404' }),
  })
  .meta({ id: 'CepAnswer' });
