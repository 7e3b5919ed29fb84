import type { SessionEnv } from '../platform/app-env';
import { activeSupplierId, requireSession, requireSupplierMember } from '../identity/middleware';
import { supplierProductRoutesFor } from './supplier-product-routes';
import { PRODUCT_MESSAGES } from './supplier-products.schemas';

/**
 * The supplier's own catalogue from the portal: the supplier product API's rules (active category,
 * unique name among active products, removal deactivates), for any of the supplier's people.
 */
export const supplierPortalProductRoutes = supplierProductRoutesFor({
  area: 'Portal do fornecedor',
  guard: [requireSession(), requireSupplierMember()],
  // requireSupplierMember set the person's supplier.
  supplierId: (c) => activeSupplierId({ var: c.var as SessionEnv['Variables'] }),
  messages: PRODUCT_MESSAGES['pt-BR'],
  removed: 'Produto removido do catálogo',
  docs: {
    categories: { summary: 'Categorias ativas, por nome (para cadastrar produtos)' },
    stats: { summary: 'Contagem dos produtos do fornecedor' },
    list: { summary: 'Produtos ativos do fornecedor, com busca por nome' },
    one: { summary: 'Um produto do fornecedor' },
    create: {
      summary: 'Cadastra um produto no catálogo do fornecedor',
      description:
        'As regras da API do fornecedor: categoria ativa (senão 400), nome único entre os produtos ativos do fornecedor (senão 409), preço em reais.',
    },
    update: { summary: 'Muda preço, estoque ou outro campo de um produto' },
    remove: {
      summary: 'Remove (desativa) um produto',
      description: 'Sai do catálogo e das buscas; continua nos pedidos já feitos.',
    },
  },
});
