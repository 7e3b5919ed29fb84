import type { UsageLogJob } from '../identity/usage-log.payload';

/** A usage-log job as the supplier API queues it for one call (a GET of the products, 200 in 100 ms). */
export function usageLog(apiKeyId: string, supplierId: string, overrides: Partial<UsageLogJob> = {}): UsageLogJob {
  return {
    kind: 'usage-log',
    id: crypto.randomUUID(),
    apiKeyId,
    supplierId,
    endpoint: '/supplier/products',
    method: 'GET',
    statusCode: 200,
    responseTime: 100,
    ipAddress: '203.0.113.7',
    userAgent: 'erp/1.0',
    requestSize: 0,
    responseSize: 512,
    requestBody: null,
    queryParams: {},
    createdAt: new Date().toISOString(),
    ...overrides,
  };
}
