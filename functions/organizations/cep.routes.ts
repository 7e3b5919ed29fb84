import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env';
import { requireRole, requireSession } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { ApiError } from '../platform/errors';
import { validate } from '../platform/validate';
import { lookUpStreet } from './cep-lookup';
import { cityOfCep, formatCep } from './cep-ranges';
import { cep } from './delivery-addresses.schemas';

/** What the address form fills from a CEP: owners and admins keep the addresses, so they ask. */
export const cepRoutes = new Hono<AppEnv>()
  .use(area('Endereços de entrega'), requireSession())
  // GET /cep/:cep — the city (offline ranges), street and district (the lookup service) of a CEP
  .get(
    '/:cep',
    doc('cep', 'GET /:cep'),
    requireRole('owner', 'admin'),
    validate('param', z.object({ cep })),
    async (c) => {
      const digits = c.req.valid('param').cep;
      // The lookup starts beside the ranges' query: its 2 s are the answer's slowest part.
      const [city, street] = await Promise.all([
        cityOfCep(c.var.db, digits),
        lookUpStreet(c.var.config.VIACEP_URL, digits),
      ]);
      if (!city?.served) {
        const where = city ? ` (${city.name}/${city.state})` : '';
        throw new ApiError({ code: 'NOT_FOUND', message: `Ainda não atendemos o CEP ${formatCep(digits)}${where}` });
      }
      return c.json({ cep: digits, city: city.served, ...street, served: true });
    },
  );
