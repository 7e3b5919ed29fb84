import * as z from 'zod';
import { listOrdersQuery } from '../purchase-orders.schemas';

/** The order list's filters (status), without its paging: an export is every order that matches. */
export const exportOrdersQuery = z.object({ status: listOrdersQuery.shape.status });
