import * as z from 'zod';

/** One supplier API call, as the product API reports it to the queue. */
export const usageLogJobSchema = z.object({
  kind: z.literal('usage-log'),
  id: z.string().uuid(),
  apiKeyId: z.string().uuid(),
  supplierId: z.string().uuid(),
  endpoint: z.string().min(1).max(300),
  method: z.string().min(1).max(10),
  statusCode: z.number().int().min(100).max(599),
  responseTime: z.number().int().min(0),
  ipAddress: z.string().max(100).nullable(),
  userAgent: z.string().max(300).nullable(),
  requestSize: z.number().int().min(0).nullable(),
  responseSize: z.number().int().min(0).nullable(),
  requestBody: z.string().max(4096).nullable(),
  queryParams: z.record(z.string(), z.string()).nullable(),
  createdAt: z.string().datetime(),
});
export type UsageLogJob = z.infer<typeof usageLogJobSchema>;
