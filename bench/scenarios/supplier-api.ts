import { supplierKeys, supplierOrders } from '../fixtures';
import { scenario } from '../scenario';

/** The supplier's product API under load with its key: its products, and its orders at 100,000. */
export default scenario({
  name: 'supplier-api',
  summary: 'GET /supplier/products and /supplier/orders with an x-api-key, 100,000 supplier orders',
  async prepare(ctx) {
    return { apiKey: (await supplierKeys(ctx)).apiKey, orders: await supplierOrders(ctx) };
  },
  async measure({ stack, report, loadRow }, { apiKey, orders }) {
    const withKey = () => ({ headers: { 'x-api-key': apiKey } });
    report.note(`Supplier orders of the bench key's supplier: ${orders}.`);
    await loadRow(
      'GET /api/v1/supplier/products (x-api-key, logging on)',
      `${stack.baseUrl}/api/v1/supplier/products`,
      withKey,
    );
    await loadRow(
      `GET /api/v1/supplier/orders (x-api-key, first page of ${orders.toLocaleString('en-US')})`,
      `${stack.baseUrl}/api/v1/supplier/orders`,
      withKey,
    );
    await loadRow(
      'GET /api/v1/supplier/orders?status=ACKNOWLEDGED (x-api-key)',
      `${stack.baseUrl}/api/v1/supplier/orders?status=ACKNOWLEDGED`,
      withKey,
    );
  },
});
