import { scenario } from '../scenario';
import { buyerOrders } from '../fixtures';
import { quotesFixture } from '../quotes-fixture';

/** The cotação comparison of 200 lines × 10 suppliers, with the exact best split, against health. */
export default scenario({
  name: 'comparison',
  summary: 'GET /quotes/:id/comparison, 200 lines x 10 suppliers with the exact best split, against health',
  async prepare(ctx) {
    const owner = await buyerOrders(ctx);
    return { cookie: owner.cookie, quoteId: await quotesFixture(ctx.stack.databaseUrl, 200, 10) };
  },
  async measure({ stack, loadRow }, { cookie, quoteId }) {
    await loadRow(
      'GET /api/v1/quotes/:id/comparison (200 lines x 10 suppliers, with the exact best split)',
      `${stack.baseUrl}/api/v1/quotes/${quoteId}/comparison`,
      () => ({ headers: { cookie } }),
    );
  },
});
