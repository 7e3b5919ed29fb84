import { requireSupplierKey, type SupplierKeyEnv } from '../identity/middleware';
import { logSupplierUsage } from '../identity/supplier-key';
import { supplierProductRoutesFor } from './supplier-product-routes';
import { PRODUCT_MESSAGES } from './supplier-products.schemas';

/** The supplier product API: the supplier's systems, with its key (x-api-key: sk_…), in the specification's words. */
export const supplierProductRoutes = supplierProductRoutesFor({
  area: 'API do fornecedor',
  guard: [logSupplierUsage(), requireSupplierKey()],
  // requireSupplierKey set the key's supplier.
  supplierId: (c) => (c.var as SupplierKeyEnv['Variables']).supplierKey.supplierId,
  messages: PRODUCT_MESSAGES.en,
  removed: 'Product deleted successfully',
  docs: {
    categories: {
      summary: 'Categorias ativas, por nome (para escolher o categoryId)',
      description:
        'As categorias em que um produto pode ser cadastrado: o id de uma delas é o categoryId do POST e do PUT. Exemplo: curl …/api/v1/supplier/products/categories -H "x-api-key: sk_…"',
    },
    stats: {
      summary: 'Contagem dos produtos do fornecedor',
      description:
        'Todos os produtos do fornecedor da chave, ativos e inativos (os removidos pelo DELETE contam como inativos).',
      example: { totalProducts: 42, activeProducts: 40, inactiveProducts: 2 },
    },
    list: {
      summary: 'Produtos ativos do fornecedor, mais novos primeiro',
      description:
        'Com a chave do fornecedor (sk_…) no cabeçalho x-api-key: cada chave só alcança os produtos do seu fornecedor e cada chamada aparece nos analytics. Cada resposta autenticada traz X-RateLimit-Limit, X-RateLimit-Remaining e X-RateLimit-Reset; passado o limite por minuto, 429 com Retry-After. Páginas de até 100 (50 por padrão). Exemplo: curl "…/api/v1/supplier/products?page=1&limit=50" -H "x-api-key: sk_…"',
    },
    one: {
      summary: 'Um produto do fornecedor',
      description: 'Um produto de outro fornecedor, inexistente ou removido responde 404.',
    },
    create: {
      summary: 'Cria um produto no catálogo do fornecedor',
      description:
        'O produto entra no catálogo do fornecedor da chave, ativo. price em reais (arredondado a 2 casas); minimumOrder (inteiro, 1 por padrão) é a quantidade mínima por pedido, na unidade do produto; inStock é true por padrão. categoryId precisa ser uma categoria ativa (GET /supplier/products/categories), senão 400. O nome é único entre os produtos ativos do fornecedor, sem diferenciar maiúsculas: um nome repetido responde 409.',
    },
    update: {
      summary: 'Atualiza um produto (campos opcionais)',
      description:
        'Só os campos enviados mudam: por exemplo o preço e o estoque. categoryId precisa ser uma categoria ativa (senão 400); um nome já usado por outro produto ativo do fornecedor responde 409; um produto removido responde 404.',
    },
    remove: {
      summary: 'Remove (desativa) um produto',
      description:
        'O produto sai do catálogo e desta API (depois, 404), mas continua nos pedidos já feitos e na contagem de inativos.',
      example: { message: 'Product deleted successfully' },
    },
  },
});
