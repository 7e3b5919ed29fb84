import * as z from 'zod';
import { isoDateTime, uuid } from '../../platform/response-schemas';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
/** The buyer's revocation: the link version every new link will carry, and when the old ones stopped. */
export const revokedLinkSchema = /* @__PURE__ */ z
  .object({
    supplier_order_id: uuid,
    answer_link_version: z.number().int().meta({ description: 'A versão que os próximos links levam' }),
    answer_link_revoked_at: isoDateTime,
  })
  .meta({ id: 'OrderAnswerLinkRevoked' });

/** A new link sent: the version it carries and the address it went to. */
export const resentLinkSchema = /* @__PURE__ */ z
  .object({
    supplier_order_id: uuid,
    answer_link_version: z.number().int(),
    sent_to: z.string().meta({ description: 'O e-mail a que o link foi enviado' }),
  })
  .meta({ id: 'OrderAnswerLinkResent' });
