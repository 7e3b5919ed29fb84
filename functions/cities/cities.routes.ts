import { Hono } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { sessionActor } from '../platform/audit-actor';
import { area, doc } from '../platform/describe';
import { requireOperator } from '../identity/middleware';
import { pagination } from '../platform/pagination';
import { idParam } from '../platform/params';
import { messageResponse } from '../platform/response-schemas';
import { validate } from '../platform/validate';
import { cityListQuery, createCitySchema, updateCitySchema } from './cities.schemas';
import { createCity, deleteCity, listCities, updateCity } from './cities.service';
import { managedCityListSchema, managedCitySchema, managedCityToResponse as toResponse } from './cities.responses';

const cityId = idParam('ID de cidade inválido');

/** The operator's cities: every route checks the operator before reading anything of the request. */
export const cityRoutes = new Hono<AppEnv>()
  .use(area('Cidades'), requireOperator())
  // GET /cities — every city, active or not, with its suppliers and organizations counted
  .get(
    '/',
    doc({
      summary: 'Todas as cidades, ativas ou não, com quem as usa (operador)',
      description:
        'Por UF e nome. `search` acha parte do nome, a UF ou o código IBGE inteiros; `status` filtra ativas ou inativas.',
      response: managedCityListSchema,
    }),
    validate('query', cityListQuery),
    async (c) => {
      const query = c.req.valid('query');
      const { rows, total } = await listCities(c.var.db, query);
      return c.json({ data: rows.map(toResponse), pagination: pagination(query.page, query.limit, total) });
    },
  )
  // POST /cities — add a city (name, UF, IBGE code)
  .post(
    '/',
    doc({
      summary: 'Cadastra uma cidade (operador)',
      description:
        'Nome, UF e código IBGE (7 dígitos, começando pelo código da UF: 35 para SP). Nome e UF já cadastrados, ou um código de outra cidade, respondem 409.',
      status: 201,
      response: managedCitySchema,
      errors: [409],
      requestExample: { name: 'Jundiaí', state: 'SP', ibgeCode: '3525904' },
    }),
    validate('json', createCitySchema),
    async (c) => c.json(toResponse(await createCity(c.var.db, c.req.valid('json'), sessionActor(c))), 201),
  )
  // PATCH /cities/:id — rename, change UF or code, activate or deactivate
  .patch(
    '/:id',
    doc({
      summary: 'Altera uma cidade: nome, UF, código IBGE, ativa ou não (operador)',
      description:
        'Só muda o que vier. Uma cidade inativa deixa de ser oferecida a fornecedores e endereços, e quem já a usa continua com ela.',
      response: managedCitySchema,
      errors: [409],
      requestExample: { isActive: false },
    }),
    validate('param', cityId),
    validate('json', updateCitySchema),
    async (c) =>
      c.json(toResponse(await updateCity(c.var.db, c.req.valid('param').id, c.req.valid('json'), sessionActor(c)))),
  )
  // DELETE /cities/:id — only a city nobody uses
  .delete(
    '/:id',
    doc({
      summary: 'Exclui uma cidade que ninguém usa (operador)',
      description:
        'Uma cidade atendida por algum fornecedor ou com endereço de entrega de alguma organização responde 409: desative-a.',
      response: messageResponse,
      errors: [409],
      example: { message: 'Cidade excluída' },
    }),
    validate('param', cityId),
    async (c) => {
      await deleteCity(c.var.db, c.req.valid('param').id, sessionActor(c));
      return c.json({ message: 'Cidade excluída' });
    },
  );
