import { Hono } from 'hono';
import * as z from 'zod';
import type { AppEnv } from '../platform/app-env';
import { requireRole, requireSession } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { ApiError } from '../platform/errors';
import { validate } from '../platform/validate';
import { lookUpStreet } from './cep-lookup';
import { cityOfCep, formatCep } from './cep-ranges';
import { cepAnswerSchema } from './cep.responses';
import { cep } from './delivery-addresses.schemas';

/** What the address form fills from a CEP: owners and admins keep the addresses, so they ask. */
export const cepRoutes = new Hono<AppEnv>()
  .use(area('Endereços de entrega'), requireSession())
  // GET /cep/:cep — the city (offline ranges), street and district (the lookup service) of a CEP
  .get(
    '/:cep',
    doc({
      summary: 'Cidade, logradouro e bairro de um CEP',
      description:
        'A cidade vem das faixas de CEP dos Correios de cada cidade atendida (sem depender de terceiros); logradouro e bairro vêm da consulta de CEP (no formato do ViaCEP), que tem 2 s para responder: se falhar ou demorar, vêm null e a pessoa digita. CEP fora das cidades atendidas: 404 "Ainda não atendemos o CEP …". Aceita o CEP com ou sem hífen.',
      response: cepAnswerSchema,
      example: {
        cep: '01310100',
        city: { id: '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f', name: 'São Paulo', state: 'SP' },
        street: 'Avenida Paulista',
        district: 'Bela Vista',
        served: true,
      },
      errors: [404],
    }),
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
