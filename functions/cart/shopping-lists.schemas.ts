import * as z from 'zod';
import { idParam } from '../platform/params';
import { paginationQuery } from '../platform/pagination';

const name = z
  .string({ error: 'Nome da lista é obrigatório' })
  .trim()
  .min(1, 'Nome da lista é obrigatório')
  .max(80, 'Máximo de 80 caracteres');
const quantity = z
  .number({ error: 'A quantidade deve ser pelo menos 1' })
  .int('A quantidade deve ser um número inteiro')
  .min(1, 'A quantidade deve ser pelo menos 1')
  .max(100_000, 'A quantidade máxima é 100000');

export const listIdParam = idParam('ID de lista inválido');
export const listItemParams = listIdParam.extend({ itemId: z.string().uuid('ID de item da lista inválido') });
export const listsQuery = paginationQuery;

export const createListBody = z.object({
  name,
  fromPurchaseOrderId: z.string().uuid('ID de pedido inválido').optional(),
});
export const renameListBody = z.object({ name });
export const addItemBody = z.object({
  productId: z.string({ error: 'Produto é obrigatório' }).uuid('ID de produto inválido'),
  quantity,
});
export const itemQuantityBody = z.object({ quantity });
