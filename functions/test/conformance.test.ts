import { describe, expect, it } from 'vitest';
import { conformanceProblems } from './conformance';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the contract check', () => {
  it('passes a response that matches the document', async () => {
    expect(await conformanceProblems('GET', '/health/live', json({ status: 'ok' }))).toEqual([]);
  });

  it('finds a field the document lacks, a missing field, a wrong type and an undocumented status', async () => {
    expect(await conformanceProblems('GET', '/health/live', json({ status: 'ok', extra: 1 }))).toHaveLength(1);
    expect(await conformanceProblems('GET', '/health', json({ status: 'ok', database: 'up' }))).toHaveLength(1);
    expect(
      await conformanceProblems('GET', '/health', json({ status: 'ok', database: 'up', latencyMs: '3' })),
    ).toHaveLength(1);
    expect(await conformanceProblems('GET', '/health/live', json({ status: 'ok' }, 201))).toEqual([
      'GET /health/live → 201: status not documented',
    ]);
  });

  it('holds errors to the envelope, on known operations and on unknown paths alike', async () => {
    const envelope = { error: { code: 'NOT_FOUND', message: 'Pedido não encontrado', requestId: 'r' } };
    const id = crypto.randomUUID();
    expect(await conformanceProblems('GET', `/purchase-orders/${id}`, json(envelope, 404))).toEqual([]);
    expect(
      await conformanceProblems('GET', `/purchase-orders/${id}`, json({ message: 'not found' }, 404)),
    ).toHaveLength(1);
    expect(await conformanceProblems('GET', '/no-such-area', json({ error: 'x' }, 404))).toHaveLength(1);
    expect(await conformanceProblems('GET', '/no-such-area', json(envelope, 200))).toEqual([
      'GET /no-such-area → 200: operation not documented',
    ]);
  });
});
