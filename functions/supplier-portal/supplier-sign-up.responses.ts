import * as z from 'zod';
import { formatCnpj } from '../platform/cnpj';
import { uuid } from '../platform/response-schemas';
import type { SupplierSignedUp } from './supplier-sign-up.service';

// Schemas are marked /* @__PURE__ */ (building one changes nothing else): the worker's bundler leaves out
// those only the OpenAPI document reads (decision 0064).
/** The supplier's new account: who, for which company, and whether the portal is already open. */
export const supplierSignUpResponse = /* @__PURE__ */ z
  .object({
    message: z.string(),
    user: z.object({ id: uuid, name: z.string(), email: z.string(), email_verified: z.boolean() }),
    supplier: z.object({
      id: uuid,
      name: z.string(),
      cnpj: z.string().meta({ description: 'Sem máscara' }),
      cnpj_formatted: z.string(),
      listed: z.boolean().meta({ description: 'No marketplace: false até o operador aprovar um pedido de anúncio' }),
    }),
    claimed: z.boolean().meta({
      description: 'true: a conta assumiu um fornecedor que compradores já tinham cadastrado (seus pedidos e cotações)',
    }),
    session_started: z.boolean().meta({
      description: 'true (cadastro com o link de um pedido ou cotação): o cookie de sessão já veio e o portal abre',
    }),
  })
  .meta({ id: 'SupplierSignUp' });

export const supplierSignUpToResponse = (
  signedUp: SupplierSignedUp,
  message: string,
): z.infer<typeof supplierSignUpResponse> => ({
  message,
  user: {
    id: signedUp.user.id,
    name: signedUp.user.name,
    email: signedUp.user.email,
    email_verified: signedUp.user.emailVerified,
  },
  supplier: { ...signedUp.supplier, cnpj_formatted: formatCnpj(signedUp.supplier.cnpj) },
  claimed: signedUp.claimed,
  session_started: signedUp.user.emailVerified,
});
