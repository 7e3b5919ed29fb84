import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDay } from '../platform/brazil';
import { acknowledgedOrder } from '../test/fulfilment';
import { buildNfeXml, hostileXml, latin1NfeXml, type NfeXmlOptions } from '../test/nfe-xml';
import { call } from '../test/tenant';

/** Fixed, so a failure reproduces exactly. */
const SEED = 20261128;

/** A body, and what it must answer beyond "never 5xx" when that is known. */
type Case = { body: string | Uint8Array; answer?: { status: readonly number[]; message?: RegExp } };

/** What XML forbids, written or referenced; bytes that are no UTF-8 (half a surrogate pair, a lone continuation). */
const FORBIDDEN = ['\u0000', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\ufffe', '\uffff'];
const FORBIDDEN_REFERENCES = ['&#0;', '&#1;', '&#x1F;', '&#xD800;', '&#xFFFF;', '&#x110000;'];
const BAD_BYTES = [[0xed, 0xa0, 0x80], [0x80], [0xc3], [0xff, 0xfe]];
const MALFORMED = { status: [400], message: /^XML malformado: .+ na linha \d+, coluna \d+$/ };

const two = (min: number, max: number) => fc.integer({ min, max }).map((n) => String(n).padStart(2, '0'));
/** Days around the calendar's edges: year 0000, month 00 and 13, 29–32 of every month, and real ones. */
const edgyDay = fc
  .tuple(fc.constantFrom('0000', '0001', '1900', '2000', '2026', '2027', '2028'), two(0, 13), two(0, 32))
  .map(([y, m, d]) => `${y}-${m}-${d}`);

const splice = (text: string, at: number, insert: string) => text.slice(0, at) + insert + text.slice(at);
const spliceBytes = (bytes: Uint8Array, at: number, insert: number[]) =>
  Uint8Array.from([...bytes.subarray(0, at), ...insert, ...bytes.subarray(at)]);

/** Issue #51: what XML forbids, days the calendar may lack, and notes an ISO-8859-1 ERP writes. */
function issue51Cases(parties: Partial<NfeXmlOptions>): fc.Arbitrary<Case> {
  const valid = buildNfeXml({ ...parties, installments: [] });
  const billed = buildNfeXml({
    ...parties,
    installments: [{ number: '001', dueDate: '2026-12-10', amountCents: 31460 }],
  });
  const character = fc.constantFrom(...FORBIDDEN, ...FORBIDDEN_REFERENCES);
  const forbidden = fc.oneof(
    fc.tuple(fc.nat(valid.length - 1), character).map(([at, c]) => splice(valid, at, c)),
    // In nDup, kept as written: a NUL there reached PostgreSQL on confirmation (500).
    character.map((c) => billed.replace('<nDup>001', `<nDup>0${c}01`)),
  );
  const days = fc.tuple(edgyDay, fc.constantFrom('dVenc', 'dhEmi', 'dhRecbto')).map(([day, field]): Case => {
    const body =
      field === 'dVenc'
        ? buildNfeXml({ ...parties, installments: [{ number: '001', dueDate: day, amountCents: 31460 }] })
        : valid.replace(new RegExp(`<${field}>\\d{4}-\\d{2}-\\d{2}`), `<${field}>${day}`);
    return { body, answer: parseDay(day) ? undefined : { status: [400], message: /^Data (e hora )?inválida em / } };
  });
  const latin1 = latin1NfeXml({ ...parties, installments: [], issuerName: 'Distribuidora São João – Açúcar' });
  const utf8Declared = spliceBytes(latin1.subarray(latin1.indexOf(0x3e) + 1), 0, [
    ...new TextEncoder().encode('<?xml version="1.0" encoding="UTF-8"?>'),
  ]);
  return fc.oneof(
    forbidden.map((body) => ({ body, answer: MALFORMED })),
    days,
    // The same note as `valid`: shipped once, its key then spent.
    fc.constant({ body: latin1, answer: { status: [201, 409] } }),
    fc.constant({ body: utf8Declared, answer: { status: [400], message: /^O XML não está em UTF-8 como declara/ } }),
    fc
      .tuple(fc.nat(latin1.length - 1), fc.constantFrom(...BAD_BYTES, [0x00], [0x01], [0xe7, 0xe3]))
      .map(([at, bytes]) => ({ body: spliceBytes(latin1, at, bytes) })),
    fc
      .tuple(fc.nat(valid.length - 1), fc.constantFrom(...BAD_BYTES))
      .map(([at, bytes]) => ({ body: spliceBytes(new TextEncoder().encode(valid), at, bytes) })),
  );
}

describe('the NF-e XML upload under random and hostile XML', () => {
  it('never answers 5xx, ships a note at most once, and refuses the rest with a message', async () => {
    const o = await acknowledgedOrder();
    const parties = { issuerCnpj: o.catalogue.supplier.cnpj, recipient: { cnpj: o.tenant.organization.cnpj } };
    const valid = buildNfeXml({ ...parties, installments: [] });
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
    const cases = fc.oneof(
      fc.oneof(mutated, tags, hostile, fc.string({ maxLength: 200 })).map((body): Case => ({ body })),
      issue51Cases(parties),
    );
    const seen: number[] = [];
    await fc.assert(
      fc.asyncProperty(cases, async ({ body, answer }) => {
        // Confirming every time: a refusal must hold for the write too, not only the preview. 100 runs and
        // the order's acknowledgement stay under the key's 120 calls a minute.
        const res = await call('POST', `/supplier/orders/${o.supplierOrderId}/shipments/from-nfe?confirm=true`, {
          headers: { 'x-api-key': o.key.key, 'content-type': 'application/xml' },
          rawBody: body,
        });
        seen.push(res.status);
        // Escaped: a lone surrogate in a failure's message would break the test pool's socket.
        const shown = typeof body === 'string' ? JSON.stringify(body.slice(0, 200)) : `bytes ${body.subarray(0, 60)}`;
        expect(res.status, shown).toBeLessThan(500);
        if (answer) expect(answer.status, `${res.status} for ${shown}`).toContain(res.status);
        if (res.status >= 400) {
          const { message } = ((await res.json()) as { error: { message: string } }).error;
          expect(message.length).toBeGreaterThan(0);
          if (answer?.message) expect(message, shown).toMatch(answer.message);
        }
        return true;
      }),
      { seed: SEED, numRuns: 100 },
    );
    expect(seen.filter((s) => s >= 500)).toEqual([]);
    // A mutation that leaves a valid note (a changed description) may ship it: once, its key is then spent.
    expect(seen.filter((s) => s === 201).length).toBeLessThanOrEqual(1);
  });
});
