import { describe, expect, it } from 'vitest';
import { pinRoundTrips } from '../../test/round-trips';
import { call } from '../../test/tenant';

/** The latency bench's first row and the floor every other read is measured against: one statement. */
describe('health round trips', () => {
  it('GET /health: one statement over HTTP, no connection to set up (1)', async () => {
    const res = await call('GET', '/health');
    expect(res.status).toBe(200);
    pinRoundTrips(res, 'GET /health', 1);
  });
});
