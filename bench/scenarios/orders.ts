import { buyerOrders } from '../fixtures';
import { scenario } from '../scenario';

/** The buyer's order list at 100,000 purchase orders: the first page, and a filtered deep page. */
export default scenario({
  name: 'orders',
  summary: 'GET /purchase-orders of a buyer with 100,000 orders: page 1, and APPROVED page 50',
  async prepare(ctx) {
    return buyerOrders(ctx);
  },
  async measure({ stack, report, loadRow }, owner) {
    const signedIn = () => ({ headers: { cookie: owner.cookie } });
    report.note(`Purchase orders in the database: ${owner.orders}.`);
    await loadRow(
      'GET /api/v1/purchase-orders (page 1 of 100,000)',
      `${stack.baseUrl}/api/v1/purchase-orders`,
      signedIn,
    );
    await loadRow(
      'GET /api/v1/purchase-orders?status=APPROVED&page=50',
      `${stack.baseUrl}/api/v1/purchase-orders?status=APPROVED&page=50`,
      signedIn,
    );
  },
});
