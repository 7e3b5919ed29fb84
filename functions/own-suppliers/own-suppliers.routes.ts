import { Hono, type Context } from 'hono';
import { activeOrganizationId, requireRole, requireSession } from '../identity/middleware';
import type { AppEnv, SessionEnv } from '../platform/app-env';
import { sessionActor } from '../platform/audit-actor';
import { area, doc } from '../platform/describe';
import { pagination } from '../platform/pagination';
import { idParam } from '../platform/params';
import { messageResponse } from '../platform/response-schemas';
import { validate } from '../platform/validate';
import {
  cnpjLookupSchema,
  ownSupplierPageSchema,
  ownSupplierSchema,
  ownSupplierToResponse as toResponse,
} from './own-suppliers.responses';
import {
  createOwnSupplierSchema,
  lookupQuery,
  ownSupplierListQuery,
  updateOwnSupplierSchema,
} from './own-suppliers.schemas';
import {
  addOwnSupplier,
  getOwnSupplier,
  listOwnSuppliers,
  lookupCnpj,
  removeOwnSupplier,
  updateOwnSupplier,
} from './own-suppliers.service';

const supplierId = idParam('ID de fornecedor inválido');
const MANAGERS = ['owner', 'admin'] as const;

/** Who writes: the organization, the person and how the audit log names them. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any route's context, after requireSession
export const writerOf = (c: Context<SessionEnv, any, any>) => ({
  organizationId: activeOrganizationId(c),
  userId: c.var.user.id,
  actor: sessionActor(c),
});

/**
 * A buyer's own suppliers (#54): the suppliers it already buys from, added by its owner or admins and
 * seen by its members only. Every read and write is scoped to the active organization; another
 * organization's supplier is a 404.
 */
export const ownSupplierRoutes = new Hono<AppEnv>()
  .use(area('Fornecedores próprios'), requireSession())
  // GET /own-suppliers — the organization's own suppliers, by name
  .get(
    '/',
    doc({
      summary: 'Os fornecedores próprios da organização',
      description: 'Por nome; `q` acha parte do nome ou do CNPJ. Só os que esta organização cadastrou.',
      response: ownSupplierPageSchema,
    }),
    requireRole(),
    validate('query', ownSupplierListQuery),
    async (c) => {
      const query = c.req.valid('query');
      const { rows, total } = await listOwnSuppliers(c.var.db, activeOrganizationId(c), query);
      return c.json({ data: rows.map(toResponse), pagination: pagination(query.page, query.limit, total) });
    },
  )
  // GET /own-suppliers/lookup?cnpj= — what a CNPJ is to this buyer before it adds it
  .get(
    '/lookup',
    doc({
      summary: 'O que um CNPJ é para esta organização: fornecedor do marketplace, já cadastrado ou novo',
      description:
        'Um fornecedor que só outra organização cadastrou nunca é revelado: responde como um CNPJ novo (marketplace null, already_added false).',
      response: cnpjLookupSchema,
    }),
    requireRole(),
    validate('query', lookupQuery),
    async (c) => c.json(await lookupCnpj(c.var.db, activeOrganizationId(c), c.req.valid('query').cnpj)),
  )
  // POST /own-suppliers — add a supplier the organization already buys from
  .post(
    '/',
    doc({
      summary: 'Cadastra um fornecedor próprio (dono ou administrador)',
      description:
        'CNPJ validado (dígitos verificadores, CNPJ alfanumérico incluído); e-mail obrigatório; WhatsApp como celular brasileiro, guardado em E.164. Sem `city_ids`, a cidade do endereço de entrega padrão da organização. Um CNPJ de fornecedor do marketplace responde 409 com `details[0].path = "supplier_id"` e o id em `details[0].message`; um já cadastrado por esta organização, 409.',
      status: 201,
      response: ownSupplierSchema,
      errors: [409],
      requestExample: {
        name: 'Hortifrúti Boa Safra',
        cnpj: '11.222.333/0001-81',
        email: 'pedidos@boasafra.com.br',
        whatsapp: '(11) 98765-4321',
        payment_terms: ['PIX à vista'],
        delivery_weekdays: [1, 3, 5],
        order_cutoff: '14:00',
      },
    }),
    requireRole(...MANAGERS),
    validate('json', createOwnSupplierSchema),
    async (c) => c.json(toResponse(await addOwnSupplier(c.var.db, writerOf(c), c.req.valid('json'))), 201),
  )
  // GET /own-suppliers/:id — one of the organization's own suppliers (by the supplier's id)
  .get(
    '/:id',
    doc({ summary: 'Um fornecedor próprio (pelo id do fornecedor)', response: ownSupplierSchema }),
    requireRole(),
    validate('param', supplierId),
    async (c) => c.json(toResponse(await getOwnSupplier(c.var.db, activeOrganizationId(c), c.req.valid('param').id))),
  )
  // PATCH /own-suppliers/:id — change what this buyer keeps for it
  .patch(
    '/:id',
    doc({
      summary: 'Altera os dados que a organização guarda do fornecedor (dono ou administrador)',
      description: 'Só muda o que vier; `city_ids` substitui a lista. O CNPJ não muda.',
      response: ownSupplierSchema,
      requestExample: { minimum_order_value: 150, lead_time_days: 1 },
    }),
    requireRole(...MANAGERS),
    validate('param', supplierId),
    validate('json', updateOwnSupplierSchema),
    async (c) =>
      c.json(toResponse(await updateOwnSupplier(c.var.db, writerOf(c), c.req.valid('param').id, c.req.valid('json')))),
  )
  // DELETE /own-suppliers/:id — stop buying from it here
  .delete(
    '/:id',
    doc({
      summary: 'Remove o fornecedor próprio (dono ou administrador)',
      description:
        'A lista de preços desta organização para ele é desativada (os pedidos continuam mostrando seus itens) e sai dos carrinhos.',
      response: messageResponse,
      example: { message: 'Fornecedor removido' },
    }),
    requireRole(...MANAGERS),
    validate('param', supplierId),
    async (c) => {
      await removeOwnSupplier(c.var.db, writerOf(c), c.req.valid('param').id);
      return c.json({ message: 'Fornecedor removido' });
    },
  );
