import { Hono } from 'hono';
import type { AppEnv } from '../platform/app-env';
import { sessionActor } from '../platform/audit-actor';
import { area, doc } from '../platform/describe';
import { requireOperator } from '../identity/middleware';
import { pagination } from '../platform/pagination';
import { idParam } from '../platform/params';
import { validate } from '../platform/validate';
import { cityListQuery, createCitySchema, updateCitySchema } from './cities.schemas';
import { createCity, deleteCity, listCities, updateCity } from './cities.service';
import { managedCityToResponse as toResponse } from './cities.responses';

const cityId = idParam('ID de cidade inválido');

/** The operator's cities: every route checks the operator before reading anything of the request. */
export const cityRoutes = new Hono<AppEnv>()
  .use(area('Cidades'), requireOperator())
  // GET /cities — every city, active or not, with its suppliers and organizations counted
  .get('/', doc('cities', 'GET /'), validate('query', cityListQuery), async (c) => {
    const query = c.req.valid('query');
    const { rows, total } = await listCities(c.var.db, query);
    return c.json({ data: rows.map(toResponse), pagination: pagination(query.page, query.limit, total) });
  })
  // POST /cities — add a city (name, UF, IBGE code)
  .post('/', doc('cities', 'POST /'), validate('json', createCitySchema), async (c) =>
    c.json(toResponse(await createCity(c.var.db, c.req.valid('json'), sessionActor(c))), 201),
  )
  // PATCH /cities/:id — rename, change UF or code, activate or deactivate
  .patch(
    '/:id',
    doc('cities', 'PATCH /:id'),
    validate('param', cityId),
    validate('json', updateCitySchema),
    async (c) =>
      c.json(toResponse(await updateCity(c.var.db, c.req.valid('param').id, c.req.valid('json'), sessionActor(c)))),
  )
  // DELETE /cities/:id — only a city nobody uses
  .delete('/:id', doc('cities', 'DELETE /:id'), validate('param', cityId), async (c) => {
    await deleteCity(c.var.db, c.req.valid('param').id, sessionActor(c));
    return c.json({ message: 'Cidade excluída' });
  });
