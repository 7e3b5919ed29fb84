import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acknowledgedOrder } from '../test/fulfilment';
import { buildNfeXml, hostileXml } from '../test/nfe-xml';
import { call } from '../test/tenant';

/** Fixed, so a failure reproduces exactly. */
const SEED = 20261128;

describe('the NF-e XML upload under random and hostile XML', () => {
  it('never answers 5xx, ships a note at most once, and refuses the rest with a message', async () => {
    const o = await acknowledgedOrder();
    const valid = buildNfeXml({
      issuerCnpj: o.catalogue.supplier.cnpj,
      recipient: { cnpj: o.tenant.organization.cnpj },
      installments: [],
    });
    // A valid note cut, spliced or with bytes changed; random tags; the hostile ones; plain noise.
    const mutated = fc
      .tuple(fc.nat(valid.length - 1), fc.nat(200), fc.string({ maxLength: 20 }))
      .map(([at, cut, insert]) => valid.slice(0, at) + insert + valid.slice(at + cut));
    const tags = fc
      .array(fc.constantFrom('nfeProc', 'NFe', 'infNFe', 'det', 'prod', 'protNFe', 'infProt', 'x'), { maxLength: 8 })
      .map(
        (names) =>
          `<?xml version="1.0"?>${names.map((n) => `<${n}>`).join('')}${[...names]
            .reverse()
            .map((n) => `</${n}>`)
            .join('')}`,
      );
    const hostile = fc.constantFrom(
      hostileXml.billionLaughs(),
      hostileXml.externalEntity(),
      hostileXml.doctypeOnly(),
      hostileXml.undeclaredEntity(),
    );
    const seen: number[] = [];
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutated, tags, hostile, fc.string({ maxLength: 200 })), async (xml) => {
        // Confirming every time: a refusal must hold for the write too, not only the preview.
        const res = await call('POST', `/supplier/orders/${o.supplierOrderId}/shipments/from-nfe?confirm=true`, {
          headers: { 'x-api-key': o.key.key, 'content-type': 'application/xml' },
          rawBody: xml,
        });
        seen.push(res.status);
        expect(res.status, xml.slice(0, 200)).toBeLessThan(500);
        if (res.status >= 400) {
          const body = (await res.json()) as { error: { message: string } };
          expect(body.error.message.length).toBeGreaterThan(0);
        }
        return true;
      }),
      { seed: SEED, numRuns: 60 },
    );
    expect(seen.filter((s) => s >= 500)).toEqual([]);
    // A mutation that leaves a valid note (a changed description) may ship it: once, its key is then spent.
    expect(seen.filter((s) => s === 201).length).toBeLessThanOrEqual(1);
  });
});
