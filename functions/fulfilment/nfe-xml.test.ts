import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nfeKeyFor } from '../test/fulfilment';
import {
  buildNfeXml,
  cnpjOf,
  gtin13,
  hostileXml,
  itemTotalCents,
  latin1NfeXml,
  NFE_ISSUER_CNPJ,
  NFE_RECIPIENT_CNPJ,
  NFE_XML_DEFAULTS,
  nfeXmlKey,
  nfeXmlOptions,
  productsTotalCents,
  type NfeXmlOptions,
} from '../test/nfe-xml';
import {
  checkNfeParties,
  decodeNfeXml,
  HOSTILE_XML,
  NFE_XML_MAX_BYTES,
  nfeXmlReader,
  NOT_AUTHORISED,
  TOO_BIG,
  type NfeDocument,
} from './nfe-xml';

const readNfeXml = await nfeXmlReader();

/** What the reader must give for a note the fixture built: the oracle, written from the options. */
function expectedDocument(o: NfeXmlOptions): NfeDocument {
  const key = nfeXmlKey(o);
  return {
    key,
    number: String(o.number),
    series: String(o.series),
    issuedAt: new Date(o.issuedAt).toISOString(),
    environment: o.environment === 1 ? 'production' : 'homologation',
    issuer: { cnpj: o.issuerCnpj, name: o.issuerName },
    recipient: { cnpj: (o.recipient as { cnpj: string }).cnpj, name: o.recipientName },
    items: o.items.map((item, i) => ({
      itemNumber: i + 1,
      code: item.code,
      gtin: item.gtin,
      description: item.description,
      unit: item.unit,
      quantity: item.quantity,
      unitPrice: (item.unitPriceCents / 100).toFixed(10),
      totalCents: itemTotalCents(item),
      inTotal: !item.outOfTotal,
    })),
    totals: { productsCents: productsTotalCents(o), invoiceCents: o.invoiceTotalCents ?? productsTotalCents(o) },
    installments: o.installments.map((dup) => ({ ...dup })),
    protocol: {
      status: o.protocol!.status as '100',
      key,
      number: o.protocol!.number,
      receivedAt: new Date(o.protocol!.receivedAt).toISOString(),
    },
  };
}

const read = (over: Partial<NfeXmlOptions> = {}) => readNfeXml(buildNfeXml(over));
const protocol = NFE_XML_DEFAULTS.protocol!;

describe('reading an authorised NF-e XML', () => {
  it('reads every field of the note, leading zeros kept, "SEM GTIN" as null, the installments', () => {
    const result = read();
    expect(result).toEqual({ ok: true, nfe: expectedDocument(NFE_XML_DEFAULTS) });
    const nfe = (result as { nfe: NfeDocument }).nfe;
    // The same key as the shipment tests' helper: XML and typed key agree.
    expect(nfe.key).toBe(nfeKeyFor(NFE_ISSUER_CNPJ, 1042));
    expect(nfe.recipient).toEqual({ cnpj: NFE_RECIPIENT_CNPJ, name: 'Restaurante Sabor & Cia Ltda' });
    expect(nfe.recipient.cnpj).toMatch(/^0\d{13}$/);
    expect(nfe.items.map((i) => [i.code, i.gtin, i.quantity, i.unitPrice, i.totalCents])).toEqual([
      ['0001', '7891000100103', 10, '10.0000000000', 10000],
      ['0002', null, 6, '2.5000000000', 1500],
      ['0003', '7891000100202', 4, '49.9000000000', 19960],
    ]);
    expect(nfe.items[0]!.description).toBe('Arroz branco tipo 1 <5 kg>');
    expect(nfe.items[2]!.description).toBe('Óleo de soja 900 ml "Sabor & Cia"');
    expect(nfe.totals).toEqual({ productsCents: 31460, invoiceCents: 31460 });
    expect(nfe.installments).toEqual([
      { number: '001', dueDate: '2026-12-10', amountCents: 15730 },
      { number: '002', dueDate: '2027-01-09', amountCents: 15730 },
    ]);
    expect(nfe.issuedAt).toBe('2026-11-10T12:30:00.000Z');
    expect(nfe.protocol).toEqual({
      status: '100',
      key: nfe.key,
      number: '135260000012345',
      receivedAt: '2026-11-10T12:31:12.000Z',
    });
  });

  it.each<[string, Partial<NfeXmlOptions>, (nfe: NfeDocument) => unknown, unknown]>([
    ['a note with no billing group', { installments: [] }, (nfe) => nfe.installments, []],
    ['a single item', { items: NFE_XML_DEFAULTS.items.slice(1, 2), installments: [] }, (nfe) => nfe.items.length, 1],
    [
      'série 0 and a nine-digit number',
      { series: 0, number: 987654321 },
      (nfe) => [nfe.series, nfe.number],
      ['0', '987654321'],
    ],
    [
      'an authorisation out of time (cStat 150)',
      { protocol: { ...protocol, status: '150' } },
      (nfe) => nfe.protocol.status,
      '150',
    ],
    ['a homologation note', { environment: 2 }, (nfe) => nfe.environment, 'homologation'],
    [
      'freight in vNF only',
      { invoiceTotalCents: 33460, installments: [] },
      (nfe) => nfe.totals,
      { productsCents: 31460, invoiceCents: 33460 },
    ],
    [
      'an item out of the total (indTot 0)',
      { items: [...NFE_XML_DEFAULTS.items, { ...NFE_XML_DEFAULTS.items[1]!, code: '0099', outOfTotal: true }] },
      (nfe) => nfe.items.map((i) => i.inTotal),
      [true, true, true, false],
    ],
  ])('accepts %s', (_, over, pick, value) => {
    const result = read(over);
    expect(result.ok, JSON.stringify(result)).toBe(true);
    expect(pick((result as { nfe: NfeDocument }).nfe)).toEqual(value);
  });

  it('steps over a byte-order mark', () => {
    expect(readNfeXml(`\ufeff${buildNfeXml()}`).ok).toBe(true);
  });

  it('reads an empty cEAN (notes before "SEM GTIN") as no GTIN', () => {
    const xml = buildNfeXml().replace(`<cEAN>${NFE_XML_DEFAULTS.items[0]!.gtin}</cEAN>`, '<cEAN></cEAN>');
    expect(readNfeXml(xml)).toMatchObject({ ok: true, nfe: { items: [{ code: '0001', gtin: null }, {}, {}] } });
  });
});

describe('refusing a broken NF-e XML', () => {
  const otherKey = nfeXmlKey(nfeXmlOptions({ number: 1043 }));
  const [first, second, third] = NFE_XML_DEFAULTS.items as [
    (typeof NFE_XML_DEFAULTS.items)[0],
    (typeof NFE_XML_DEFAULTS.items)[0],
    (typeof NFE_XML_DEFAULTS.items)[0],
  ];

  it.each<[string, string, number, string | RegExp]>([
    [
      'a wrong check digit',
      buildNfeXml({ wrongCheckDigit: true }),
      400,
      'A chave de acesso do XML (infNFe/@Id) tem dígito verificador inválido',
    ],
    ['no protocol', buildNfeXml({ protocol: null }), 400, NOT_AUTHORISED],
    ['the signed NFe alone', buildNfeXml({ root: 'NFe' }), 400, NOT_AUTHORISED],
    [
      'a cancelled note (cStat 101)',
      buildNfeXml({ protocol: { ...protocol, status: '101', reason: 'Cancelamento de NF-e homologado' } }),
      409,
      'NF-e cancelada ou não autorizada (cStat 101: Cancelamento de NF-e homologado): só uma NF-e autorizada (cStat 100) serve para o envio',
    ],
    [
      'a denied note (cStat 302)',
      buildNfeXml({ protocol: { ...protocol, status: '302', reason: 'Uso Denegado' } }),
      409,
      /^NF-e cancelada ou não autorizada \(cStat 302: Uso Denegado\)/,
    ],
    [
      'a protocol of another note',
      buildNfeXml({ protocol: { ...protocol, key: otherKey } }),
      400,
      'O protocolo de autorização é de outra NF-e: infProt/chNFe difere da chave em infNFe/@Id',
    ],
    [
      'a sum that disagrees',
      buildNfeXml({ productsTotalCents: 31400 }),
      400,
      'A soma dos itens (R$ 314,60) não confere com o total dos produtos da nota (ICMSTot/vProd R$ 314,00)',
    ],
    [
      'an item whose vProd changed',
      buildNfeXml({ items: [first, { ...second, totalCents: 1510 }, third], productsTotalCents: 31460 }),
      400,
      'A soma dos itens (R$ 314,70) não confere com o total dos produtos da nota (ICMSTot/vProd R$ 314,60)',
    ],
    [
      'a key of another issuer than emit',
      buildNfeXml({ key: nfeKeyFor('11444777000161', 1042) }),
      400,
      'A chave de acesso do XML não é do emitente da nota (o CNPJ na chave difere de emit/CNPJ)',
    ],
    [
      'a key of another note number',
      buildNfeXml({ key: otherKey }),
      400,
      'A chave de acesso não confere com a nota: UF, mês de emissão, modelo, série ou número diferentes em ide',
    ],
    [
      'a key of another month',
      buildNfeXml({ key: nfeXmlKey(nfeXmlOptions({ issuedAt: '2026-12-01T08:00:00-03:00' })) }),
      400,
      'A chave de acesso não confere com a nota: UF, mês de emissão, modelo, série ou número diferentes em ide',
    ],
    [
      'a key of 43 digits',
      buildNfeXml({ key: otherKey.slice(0, 43) }),
      400,
      'A chave de acesso da NF-e tem 44 dígitos (esta tem 43) (infNFe/@Id)',
    ],
    [
      'a CPF recipient',
      buildNfeXml({ recipient: { cpf: '12345678909' } }),
      400,
      'O destinatário da NF-e é um CPF (pessoa física): a nota deve ser emitida para o CNPJ do comprador',
    ],
    ['no recipient', buildNfeXml({ recipient: null }), 400, 'A NF-e não tem o CNPJ do destinatário (dest/CNPJ)'],
    [
      'no items',
      buildNfeXml({ items: [], productsTotalCents: 0, installments: [] }),
      400,
      'A NF-e não tem itens (det)',
    ],
    [
      'a quantity of zero',
      buildNfeXml({ items: [{ ...first, quantity: 0, totalCents: 100 }] }),
      400,
      'Valor inválido em det[1]/prod/qCom: "0.0000" (deve ser um número maior que zero, com ponto decimal)',
    ],
    [
      'a price with a decimal comma',
      buildNfeXml().replace('<vProd>100.00</vProd>', '<vProd>100,00</vProd>'),
      400,
      'Valor inválido em det[1]/prod/vProd: "100,00" (use ponto decimal, ex.: 150.50)',
    ],
    ['no nNF', buildNfeXml().replace('<nNF>1042</nNF>', ''), 400, 'O XML não tem o campo obrigatório ide/nNF'],
    [
      'two protocols',
      buildNfeXml().replace('</nfeProc>', `${buildNfeXml().match(/<protNFe[\s\S]*<\/protNFe>/)![0]}</nfeProc>`),
      400,
      'O XML tem mais de um protNFe',
    ],
    [
      'another root',
      '<?xml version="1.0"?><cteProc versao="4.00"><CTe/></cteProc>',
      400,
      'O XML não é de uma NF-e: o elemento raiz deve ser nfeProc',
    ],
    [
      'a closing tag that does not match',
      hostileXml.mismatchedTag(),
      400,
      /^XML malformado: marcação inválida ou não fechada na linha 1, coluna \d+$/,
    ],
    ['a truncated file', hostileXml.truncated(), 400, /^XML malformado: /],
    ['text that is not XML', hostileXml.notXml(), 400, /^XML malformado: /],
    ['an empty file', '', 400, /^XML malformado: /],
    ['a bare ampersand', buildNfeXml().replace('Sabor &amp; Cia Ltda', 'Sabor & Cia Ltda'), 400, /^XML malformado: /],
    [
      'an entity-like text in CDATA (no NF-e field needs CDATA)',
      buildNfeXml().replace('Pedido de compra', '<![CDATA[&xxe;]]>'),
      400,
      HOSTILE_XML,
    ],
    ['a DOCTYPE with "billion laughs" entities', hostileXml.billionLaughs(), 400, HOSTILE_XML],
    ['an external entity (XXE)', hostileXml.externalEntity(), 400, HOSTILE_XML],
    ['a DOCTYPE alone', hostileXml.doctypeOnly(), 400, HOSTILE_XML],
    ['an undeclared entity', hostileXml.undeclaredEntity(), 400, HOSTILE_XML],
    ['a file of 5 MB and one byte', hostileXml.oversized(), 413, TOO_BIG],
  ])('refuses %s', (_, xml, status, message) => {
    const result = readNfeXml(xml);
    expect(result).toMatchObject({ ok: false, status });
    expect((result as { message: string }).message).toMatch(
      typeof message === 'string' ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : message,
    );
  });

  it('reads a file of exactly 5 MB (the limit is over 5 MB)', () => {
    const xml = hostileXml.ofSize(NFE_XML_MAX_BYTES);
    expect(new TextEncoder().encode(xml).length).toBe(NFE_XML_MAX_BYTES);
    expect(readNfeXml(xml).ok).toBe(true);
  });
});

describe('refusing what XML forbids and days that do not exist (issue #51)', () => {
  /** Where `needle` first is in `xml`, as the refusal says it: line and column, both from 1. */
  const at = (xml: string, needle: string) => {
    const index = xml.indexOf(needle);
    const before = xml.slice(0, index);
    return `linha ${before.split('\n').length}, coluna ${index - before.lastIndexOf('\n')}`;
  };
  const dup = (number: string, dueDate = '2026-12-10') => ({
    installments: [{ number, dueDate, amountCents: 31460 }],
  });
  const described = (description: string) => ({
    items: [{ ...NFE_XML_DEFAULTS.items[0]!, description }],
    installments: [],
  });

  /** The result without the document: a test that fails must not print a lone surrogate (the pool's socket refuses it). */
  const refusalOf = (xml: string) => {
    const result = readNfeXml(xml);
    return result.ok ? { ok: true } : result;
  };

  it.each<[string, string, string]>([
    ['a NUL in nDup', buildNfeXml(dup('0\u000001')), '\u0000'],
    ['U+0001 in xProd', buildNfeXml(described('Arroz\u0001tipo 1')), '\u0001'],
    ['an escape (U+001B) in xNome', buildNfeXml({ issuerName: 'Distribuidora\u001b[31m' }), '\u001b'],
    ['U+FFFE in xProd', buildNfeXml(described('Arroz \ufffe')), '\ufffe'],
    ['U+FFFF in xProd', buildNfeXml(described('Arroz \uffff')), '\uffff'],
    ['half a surrogate pair in xProd', buildNfeXml(described('Arroz \ud83d tipo 1')), '\ud83d'],
  ])('refuses %s as malformed, with line and column', (_, xml, character) => {
    const code = character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    expect(refusalOf(xml)).toEqual({
      ok: false,
      status: 400,
      message: `XML malformado: caractere proibido em XML (U+${code}) na ${at(xml, character)}`,
    });
  });

  it('counts lines and columns as an editor shows them', () => {
    const xml = buildNfeXml(dup('0\u000001')).replace(/></g, '>\r\n<');
    expect(at(xml, '\u0000')).toMatch(/^linha [1-9]\d+, coluna 8$/);
    expect(readNfeXml(xml)).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringContaining(at(xml, '\u0000')),
    });
  });

  it.each(['&#0;', '&#1;', '&#x1F;', '&#xFFFE;', '&#xD800;', '&#x110000;', '&#99999999999999999999;'])(
    'refuses the character reference %s to what XML forbids',
    (reference) => {
      const xml = buildNfeXml(described('Arroz MARCA')).replace('MARCA', reference);
      expect(refusalOf(xml)).toEqual({
        ok: false,
        status: 400,
        message: `XML malformado: referência a caractere proibido em XML (${reference}) na ${at(xml, reference)}`,
      });
    },
  );

  it('reads tabs, line breaks and characters past the BMP', () => {
    // XML reads a line break written as CR LF as LF.
    const result = read(described('Arroz\ttipo 1 \u{1F33E}\r\nsaco'));
    expect(result).toMatchObject({ ok: true, nfe: { items: [{ description: 'Arroz\ttipo 1 \u{1F33E}\nsaco' }] } });
    expect(read(described('Arroz &#9;&#x1F33E;')).ok).toBe(true);
  });

  it.each<[string, Partial<NfeXmlOptions>, string]>([
    [
      '31 February in dVenc',
      dup('001', '2027-02-31'),
      'Data inválida em cobr/dup[1]/dVenc: "2027-02-31" (use um dia que existe, AAAA-MM-DD)',
    ],
    [
      '29 February of a common year',
      dup('001', '2027-02-29'),
      'Data inválida em cobr/dup[1]/dVenc: "2027-02-29" (use um dia que existe, AAAA-MM-DD)',
    ],
    [
      'year 0000 in dVenc',
      dup('001', '0000-01-01'),
      'Data inválida em cobr/dup[1]/dVenc: "0000-01-01" (use um dia que existe, AAAA-MM-DD)',
    ],
    [
      'a dVenc with a time',
      dup('001', '2026-12-10T00:00:00'),
      'Data inválida em cobr/dup[1]/dVenc: "2026-12-10T00:00:00" (use um dia que existe, AAAA-MM-DD)',
    ],
    [
      '31 November in dhEmi',
      { issuedAt: '2026-11-31T09:30:00-03:00' },
      'Data e hora inválida em ide/dhEmi: "2026-11-31T09:30:00-03:00"',
    ],
    [
      'hour 24 in dhEmi',
      { issuedAt: '2026-11-10T24:00:00-03:00' },
      'Data e hora inválida em ide/dhEmi: "2026-11-10T24:00:00-03:00"',
    ],
    [
      '29 February of a common year in dhRecbto',
      { protocol: { ...protocol, receivedAt: '2027-02-29T10:00:00-03:00' } },
      'Data e hora inválida em infProt/dhRecbto: "2027-02-29T10:00:00-03:00"',
    ],
  ])('refuses %s (Date.parse would roll it over)', (_, over, message) => {
    expect(read(over)).toEqual({ ok: false, status: 400, message });
  });

  it('reads 29 February of a leap year', () => {
    expect(read(dup('001', '2028-02-29'))).toMatchObject({
      ok: true,
      nfe: { installments: [{ dueDate: '2028-02-29' }] },
    });
  });
});

describe('the bytes of a note: UTF-8, or ISO-8859-1 when it says so (issue #51)', () => {
  const utf8 = (text: string) => new TextEncoder().encode(text);
  const accented = {
    issuerName: 'Distribuidora São João – Açúcar & Cia',
    items: [{ ...NFE_XML_DEFAULTS.items[2]!, description: 'Óleo de soja nº 1 "Sabor"' }],
    installments: [],
  };
  /** The ISO-8859-1 note's bytes under another declaration (or none). */
  const redeclared = (declaration: string) => {
    const latin1 = latin1NfeXml(accented);
    return Uint8Array.from([...utf8(declaration), ...latin1.subarray(latin1.indexOf(0x3e) + 1)]);
  };
  const decoded = (bytes: Uint8Array) => {
    const result = decodeNfeXml(bytes);
    if (!result.ok) throw new Error(result.message);
    return result.xml;
  };

  it('reads a note its ERP wrote in ISO-8859-1, accents and windows-1252’s dash included, and keeps it as UTF-8', () => {
    const bytes = latin1NfeXml(accented);
    expect(new TextDecoder().decode(bytes)).toContain('\ufffd');
    const xml = decoded(bytes);
    expect(xml).toBe(buildNfeXml(accented));
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(readNfeXml(xml)).toMatchObject({
      ok: true,
      nfe: {
        issuer: { name: 'Distribuidora São João – Açúcar & Cia' },
        items: [{ description: 'Óleo de soja nº 1 "Sabor"' }],
      },
    });
  });

  it.each([
    ['latin1', "<?xml version='1.0' encoding='latin1'?>"],
    ['windows-1252', '<?xml version="1.0" encoding="windows-1252" standalone="yes"?>'],
    ['iso-8859-1 in lower case', '<?xml version="1.0" encoding="iso-8859-1"?>'],
  ])('takes %s as the same encoding', (_, declaration) => {
    const xml = decoded(redeclared(declaration));
    expect(xml.startsWith(declaration.replace(/(encoding=)(["'])[^"']+\2/, '$1$2UTF-8$2'))).toBe(true);
    expect(readNfeXml(xml)).toMatchObject({ ok: true, nfe: { items: [{ description: 'Óleo de soja nº 1 "Sabor"' }] } });
  });

  it('reads UTF-8 as UTF-8 even when the declaration says ISO-8859-1 (a mislabelled file), and says UTF-8 after', () => {
    const xml = buildNfeXml(accented).replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
    expect(decoded(utf8(xml))).toBe(buildNfeXml(accented));
    expect(decoded(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(xml)]))).toBe(buildNfeXml(accented));
  });

  it('reads UTF-8 with and without a byte-order mark, and a note with no declaration', () => {
    const xml = buildNfeXml(accented);
    expect(decoded(utf8(xml))).toBe(xml);
    expect(decoded(Uint8Array.from([0xef, 0xbb, 0xbf, ...utf8(xml)]))).toBe(xml);
    const bare = xml.replace('<?xml version="1.0" encoding="UTF-8"?>', '');
    expect(decoded(utf8(bare))).toBe(bare);
  });

  it.each<[string, Uint8Array, string | RegExp]>([
    [
      'ISO-8859-1 bytes under a UTF-8 declaration',
      redeclared('<?xml version="1.0" encoding="UTF-8"?>'),
      /^O XML não está em UTF-8 como declara \(byte inválido na linha 1, coluna \d+\): salve o arquivo em UTF-8 ou declare encoding="ISO-8859-1"$/,
    ],
    [
      'ISO-8859-1 bytes with no declaration (XML then means UTF-8)',
      redeclared(''),
      /^O XML não está em UTF-8 como declara \(byte inválido na linha 1, coluna \d+\): salve o arquivo em UTF-8 ou declare encoding="ISO-8859-1"$/,
    ],
    [
      'UTF-16',
      Uint8Array.from([
        0xff,
        0xfe,
        ...[...'<?xml version="1.0" encoding="UTF-16"?><nfeProc/>'].flatMap((c) => [c.charCodeAt(0), 0]),
      ]),
      'O XML está em UTF-16: envie o arquivo em UTF-8, como a SEFAZ o devolve',
    ],
    [
      'an encoding no Brazilian ERP writes, with bytes that are not UTF-8',
      Uint8Array.from([
        ...utf8('<?xml version="1.0" encoding="Shift_JIS"?><nfeProc>'),
        0x82,
        0xa0,
        ...utf8('</nfeProc>'),
      ]),
      'O XML declara a codificação "Shift_JIS", que não é aceita: envie o arquivo em UTF-8 (o padrão da NF-e) ou ISO-8859-1',
    ],
  ])('refuses %s with 400 and what to do', (_, bytes, message) => {
    const result = decodeNfeXml(bytes);
    expect(result).toMatchObject({ ok: false, status: 400 });
    expect((result as { message: string }).message).toMatch(
      typeof message === 'string' ? new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) : message,
    );
  });

  it('refuses more than 5 MB of bytes with 413', () => {
    expect(decodeNfeXml(new Uint8Array(NFE_XML_MAX_BYTES + 1).fill(0x20))).toEqual({
      ok: false,
      status: 413,
      message: TOO_BIG,
    });
  });
});

describe('the parties against the order', () => {
  const nfe = (read() as { nfe: NfeDocument }).nfe;

  it('accepts the supplier as issuer and the buyer as recipient, masks and all', () => {
    expect(checkNfeParties(nfe, { supplierCnpj: '11.222.333/0001-81', buyerCnpj: NFE_RECIPIENT_CNPJ })).toBeNull();
  });

  it.each([
    [
      'another issuer',
      { supplierCnpj: '11444777000161', buyerCnpj: NFE_RECIPIENT_CNPJ },
      'A NF-e foi emitida por outro CNPJ (11222333000181): envie uma nota emitida por este fornecedor',
    ],
    [
      'another recipient',
      { supplierCnpj: NFE_ISSUER_CNPJ, buyerCnpj: '11444777000161' },
      `A NF-e é destinada a outro CNPJ (${NFE_RECIPIENT_CNPJ}): o destinatário deve ser o comprador deste pedido`,
    ],
  ])('refuses %s with 409', (_, expected, message) => {
    expect(checkNfeParties(nfe, expected)).toEqual({ ok: false, status: 409, message });
  });
});

describe('any note the fixture builds reads back as written', () => {
  const digits = (length: number) =>
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });
  const validCnpj = digits(12)
    .filter((base) => !/^(\d)\1+$/.test(base))
    .map(cnpjOf);
  const text = fc
    .string({ unit: fc.constantFrom(...'abcxyzçãéÓ &<>"\'0123456789-/'), minLength: 1, maxLength: 40 })
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  const item = fc.record({
    code: fc.string({ unit: fc.constantFrom(...'0123456789ABZ-'), minLength: 1, maxLength: 12 }),
    gtin: fc.option(digits(12).map(gtin13), { nil: null }),
    description: text,
    unit: fc.constantFrom('UN', 'KG', 'CX', 'L', 'PCT'),
    quantity: fc.integer({ min: 1, max: 10_000_000 }).map((n) => n / 10_000),
    unitPriceCents: fc.integer({ min: 1, max: 1_000_000 }),
  });
  const two = (min: number, max: number) => fc.integer({ min, max }).map((n) => String(n).padStart(2, '0'));
  const issuedAt = fc
    .tuple(fc.integer({ min: 2020, max: 2035 }), two(1, 12), two(1, 28), two(0, 23), two(0, 59))
    .map(([y, mo, d, h, mi]) => `${y}-${mo}-${d}T${h}:${mi}:00-03:00`);
  const installment = fc.record({
    number: digits(3),
    dueDate: fc.constantFrom('2026-12-10', '2027-01-09', '2027-02-28'),
    amountCents: fc.integer({ min: 1, max: 10_000_000 }),
  });
  const options = fc
    .record({
      issuerCnpj: validCnpj,
      issuerName: text,
      recipient: validCnpj.map((cnpj) => ({ cnpj })),
      recipientName: text,
      number: fc.integer({ min: 1, max: 999_999_999 }),
      series: fc.integer({ min: 0, max: 999 }),
      numericCode: fc.integer({ min: 0, max: 99_999_999 }),
      issuedAt,
      environment: fc.constantFrom(1 as const, 2 as const),
      items: fc.array(item, { minLength: 1, maxLength: 8 }),
      installments: fc.array(installment, { maxLength: 3 }),
    })
    .map((over) => nfeXmlOptions(over));

  it('50 random notes', () => {
    fc.assert(
      fc.property(options, (o) => {
        expect(readNfeXml(buildNfeXml(o))).toEqual({ ok: true, nfe: expectedDocument(o) });
      }),
      { numRuns: 50 },
    );
  });
});
