import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { roundTripsOf } from '../../test/round-trips';

describe('GET /api/v1/health', () => {
  it('reports the database as up, in one round trip', async () => {
    const res = await SELF.fetch('http://localhost/api/v1/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'up' });
    // The physical floor: one statement over HTTP, no connection to set up.
    expect(roundTripsOf(res)).toBe(1);
  });

  it('answers liveness without touching the database', async () => {
    const res = await SELF.fetch('http://localhost/api/v1/health/live');
    expect(res.status).toBe(200);
    expect(roundTripsOf(res)).toBe(0);
  });
});
