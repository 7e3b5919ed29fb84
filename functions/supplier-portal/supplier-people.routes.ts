import { Hono } from 'hono';
import type { SessionEnv } from '../platform/app-env';
import { requireOperator, requireSession } from '../identity/middleware';
import { area, doc } from '../platform/describe';
import { idParam } from '../platform/params';
import { validate } from '../platform/validate';
import { supplierInvitationToResponse, supplierPeopleToResponse } from './supplier-portal.responses';
import { invitePersonSchema } from './supplier-portal.schemas';
import {
  acceptSupplierInvitation,
  getSupplierInvitationFor,
  listSupplierInvitationsTo,
  inviteSupplierPerson,
  listSupplierPeople,
} from './supplier-people.service';

const supplierId = idParam('Invalid supplier ID');
const invitationId = idParam('ID de convite inválido');

/**
 * The operator gives a supplier its people: /suppliers/:id/people. Mounted beside the public
 * supplier routes, so the operator check is on each route, never on the shared prefix.
 */
export const operatorSupplierPeopleRoutes = new Hono<SessionEnv>()
  // GET /suppliers/:id/people — the supplier's people and pending invitations (operator)
  .get(
    '/:id/people',
    doc('supplier-people', 'GET /:id/people'),
    requireOperator(),
    validate('param', supplierId),
    async (c) => c.json(supplierPeopleToResponse(await listSupplierPeople(c.var.db, c.req.valid('param').id))),
  )
  // POST /suppliers/:id/people — invite a person as supplier admin or staff (operator)
  .post(
    '/:id/people',
    doc('supplier-people', 'POST /:id/people'),
    requireOperator(),
    validate('param', supplierId),
    validate('json', invitePersonSchema),
    async (c) => {
      const invitation = await inviteSupplierPerson(c.var.db, c.var.config, {
        supplierId: c.req.valid('param').id,
        ...c.req.valid('json'),
        inviterId: c.var.user.id,
        inviterName: 'A equipe do Abastece',
      });
      return c.json(supplierInvitationToResponse(invitation), 201);
    },
  );

/** The invited person's side: see the invitation, accept it. */
export const supplierInvitationRoutes = new Hono<SessionEnv>()
  .use(area('Portal do fornecedor'), requireSession())
  // GET /supplier-invitation/mine — pending invitations to the signed-in person's address
  .get('/mine', doc('supplier-people', 'GET /mine'), async (c) => {
    const found = await listSupplierInvitationsTo(c.var.db, c.var.user.email);
    return c.json({
      data: found.map((f) => ({ ...supplierInvitationToResponse(f.invitation), supplierName: f.supplierName })),
    });
  })
  // GET /supplier-invitation/:id — the invitation, for the invited address only
  .get('/:id', doc('supplier-people', 'GET /:id'), validate('param', invitationId), async (c) => {
    const { invitation, supplierName } = await getSupplierInvitationFor(
      c.var.db,
      c.req.valid('param').id,
      c.var.user.email,
    );
    return c.json({ ...supplierInvitationToResponse(invitation), supplierName });
  })
  // POST /supplier-invitation/:id/accept — join the supplier; the portal becomes active
  .post('/:id/accept', doc('supplier-people', 'POST /:id/accept'), validate('param', invitationId), async (c) => {
    const joined = await acceptSupplierInvitation(c.var.db, {
      id: c.req.valid('param').id,
      userId: c.var.user.id,
      email: c.var.user.email,
      sessionId: c.var.session.id,
    });
    return c.json({ message: 'Convite aceito', ...joined });
  });
