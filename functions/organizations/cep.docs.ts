import type { RouteDocs } from '../platform/describe';
import { cepAnswerSchema } from './cep.responses';

/**
 * How cep.routes.ts' operations read in the OpenAPI document, by method and path as the routes
 * declare them. Only the document's build imports this file, never the worker (decision 0064).
 */
export const cepDocs = {
  'GET /:cep': {
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
  },
} satisfies RouteDocs;
