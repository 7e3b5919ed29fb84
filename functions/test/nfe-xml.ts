import { nfeCheckDigit } from '../fulfilment/nfe';
import { NFE_XML_MAX_BYTES } from '../fulfilment/nfe-xml';
import { cnpjCheckDigits } from '../platform/cnpj';

/**
 * NF-e 4.00 XML fixtures: an authorised `nfeProc` as SEFAZ returns it (namespaces, versao, a valid
 * key and check digit, the signature's and taxes' skeletons the reader must step over), with every
 * field the reader takes open to override, and the hostile files it must refuse.
 *
 * The defaults are the note of `acknowledgedOrder()` (rice 10 × 10,00, salt 6 × 2,50, oil
 * 4 × 49,90) issued in November 2026, série 1, so the default key is `nfeKeyFor(issuer, number)`.
 */

/** A valid CNPJ from its 12 base characters. */
export const cnpjOf = (base12: string) => base12 + cnpjCheckDigits(base12);

/** A valid EAN-13 from its 12 first digits. */
export function gtin13(first12: string): string {
  const sum = [...first12].reduce((total, digit, i) => total + Number(digit) * (i % 2 === 0 ? 1 : 3), 0);
  return first12 + String((10 - (sum % 10)) % 10);
}

export const NFE_ISSUER_CNPJ = '11222333000181';
/** Starts with 0: the reader must keep it a 14-character string. */
export const NFE_RECIPIENT_CNPJ = cnpjOf('012345670001');

export interface NfeXmlItem {
  code: string;
  /** null writes the layout's "SEM GTIN". */
  gtin: string | null;
  description: string;
  unit: string;
  /** Written with 4 decimals (qCom). */
  quantity: number;
  /** Written with 10 decimals (vUnCom). */
  unitPriceCents: number;
  /** vProd; by default quantity × unit price, rounded (at least one cent). */
  totalCents?: number;
  /** indTot 0: on the note, out of ICMSTot/vProd. */
  outOfTotal?: boolean;
}

export interface NfeXmlInstallment {
  number: string;
  dueDate: string;
  amountCents: number;
}

export interface NfeXmlProtocol {
  status: string;
  reason: string;
  number: string;
  receivedAt: string;
  /** chNFe; by default the note's key. */
  key?: string;
}

export interface NfeXmlOptions {
  issuerCnpj: string;
  issuerName: string;
  /** dest: a CNPJ, a CPF (a person), or no dest group at all. */
  recipient: { cnpj: string } | { cpf: string } | null;
  recipientName: string;
  number: number;
  series: number;
  numericCode: number;
  /** dhEmi with its offset; the key's AAMM is its year and month as written. */
  issuedAt: string;
  environment: 1 | 2;
  items: NfeXmlItem[];
  /** ICMSTot/vProd; by default the sum of the items in the total. */
  productsTotalCents?: number;
  /** ICMSTot/vNF; by default the products' total. */
  invoiceTotalCents?: number;
  /** cobr/dup; [] writes no cobr group. */
  installments: NfeXmlInstallment[];
  additionalInfo: string | null;
  /** null: an nfeProc without protNFe. */
  protocol: NfeXmlProtocol | null;
  /** 'NFe': the signed note alone, as the issuer's system writes it before SEFAZ answers. */
  root: 'nfeProc' | 'NFe';
  /** The 44 characters after "NFe" in infNFe/@Id; by default built from the fields above. */
  key?: string;
  /** The right key with its last digit changed. */
  wrongCheckDigit: boolean;
}

export const NFE_XML_DEFAULTS: NfeXmlOptions = {
  issuerCnpj: NFE_ISSUER_CNPJ,
  issuerName: 'Distribuidora Exemplo Ltda',
  recipient: { cnpj: NFE_RECIPIENT_CNPJ },
  recipientName: 'Restaurante Sabor & Cia Ltda',
  number: 1042,
  series: 1,
  numericCode: 12345678,
  issuedAt: '2026-11-10T09:30:00-03:00',
  environment: 1,
  items: [
    {
      code: '0001',
      gtin: gtin13('789100010010'),
      description: 'Arroz branco tipo 1 <5 kg>',
      unit: 'KG',
      quantity: 10,
      unitPriceCents: 1000,
    },
    { code: '0002', gtin: null, description: 'Sal refinado 1 kg', unit: 'UN', quantity: 6, unitPriceCents: 250 },
    {
      code: '0003',
      gtin: gtin13('789100010020'),
      description: 'Óleo de soja 900 ml "Sabor & Cia"',
      unit: 'UN',
      quantity: 4,
      unitPriceCents: 4990,
    },
  ],
  installments: [
    { number: '001', dueDate: '2026-12-10', amountCents: 15730 },
    { number: '002', dueDate: '2027-01-09', amountCents: 15730 },
  ],
  additionalInfo: 'Pedido de compra nº 12',
  protocol: {
    status: '100',
    reason: 'Autorizado o uso da NF-e',
    number: '135260000012345',
    receivedAt: '2026-11-10T09:31:12-03:00',
  },
  root: 'nfeProc',
  wrongCheckDigit: false,
};

export const nfeXmlOptions = (over: Partial<NfeXmlOptions> = {}): NfeXmlOptions => ({ ...NFE_XML_DEFAULTS, ...over });

export const itemTotalCents = (item: NfeXmlItem) =>
  item.totalCents ?? Math.max(1, Math.round(item.quantity * item.unitPriceCents));

export const productsTotalCents = (o: NfeXmlOptions) =>
  o.productsTotalCents ??
  o.items.filter((item) => !item.outOfTotal).reduce((sum, item) => sum + itemTotalCents(item), 0);

/** The access key the options describe: SP (35), AAMM of dhEmi, model 55, normal emission (1). */
export function nfeXmlKey(o: NfeXmlOptions): string {
  if (o.key) return o.key;
  const yearMonth = o.issuedAt.slice(2, 4) + o.issuedAt.slice(5, 7);
  const first43 =
    '35' +
    yearMonth +
    o.issuerCnpj +
    '55' +
    String(o.series).padStart(3, '0') +
    String(o.number).padStart(9, '0') +
    '1' +
    String(o.numericCode).padStart(8, '0');
  const digit = nfeCheckDigit(first43);
  return first43 + String(o.wrongCheckDigit ? (digit + 1) % 10 : digit);
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const reais = (cents: number) => (cents / 100).toFixed(2);

/** `<tag>text</tag>` for each pair, the text escaped. */
const fields = (pairs: Record<string, string | number>) =>
  Object.entries(pairs)
    .map(([tag, value]) => `<${tag}>${escapeXml(String(value))}</${tag}>`)
    .join('');

const NS = 'http://www.portalfiscal.inf.br/nfe';

export function buildNfeXml(over: Partial<NfeXmlOptions> = {}): string {
  const o = nfeXmlOptions(over);
  const key = nfeXmlKey(o);
  const note = `<NFe xmlns="${NS}"><infNFe Id="NFe${key}" versao="4.00">${infNFe(o, key)}</infNFe>${signature(key)}</NFe>`;
  if (o.root === 'NFe') return `<?xml version="1.0" encoding="UTF-8"?>${note}`;
  const protocol = o.protocol ? protNFe(o.protocol, key, o.environment) : '';
  return `<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="${NS}" versao="4.00">${note}${protocol}</nfeProc>`;
}

function infNFe(o: NfeXmlOptions, key: string): string {
  const products = productsTotalCents(o);
  const invoice = o.invoiceTotalCents ?? products;
  return [
    `<ide>${fields({
      cUF: '35',
      cNF: key.slice(35, 43),
      natOp: 'Venda de mercadoria',
      mod: '55',
      serie: o.series,
      nNF: o.number,
      dhEmi: o.issuedAt,
      dhSaiEnt: o.issuedAt,
      tpNF: 1,
      idDest: 1,
      cMunFG: '3550308',
      tpImp: 1,
      tpEmis: 1,
      cDV: key.slice(43),
      tpAmb: o.environment,
      finNFe: 1,
      indFinal: 0,
      indPres: 9,
      procEmi: 0,
      verProc: 'Abastece Testes 1.0',
    })}</ide>`,
    `<emit>${fields({ CNPJ: o.issuerCnpj, xNome: o.issuerName })}${address('enderEmit')}${fields({ IE: '110042490114', CRT: 1 })}</emit>`,
    recipient(o),
    ...o.items.map(det),
    `<total><ICMSTot>${fields({
      vBC: '0.00',
      vICMS: '0.00',
      vICMSDeson: '0.00',
      vFCP: '0.00',
      vBCST: '0.00',
      vST: '0.00',
      vFCPST: '0.00',
      vFCPSTRet: '0.00',
      vProd: reais(products),
      vFrete: '0.00',
      vSeg: '0.00',
      vDesc: '0.00',
      vII: '0.00',
      vIPI: '0.00',
      vIPIDevol: '0.00',
      vPIS: '0.00',
      vCOFINS: '0.00',
      vOutro: '0.00',
      vNF: reais(invoice),
    })}</ICMSTot></total>`,
    `<transp>${fields({ modFrete: 0 })}</transp>`,
    billing(o, invoice),
    `<pag><detPag>${fields({ tPag: o.installments.length ? '15' : '90', vPag: reais(o.installments.length ? invoice : 0) })}</detPag></pag>`,
    o.additionalInfo === null ? '' : `<infAdic>${fields({ infCpl: o.additionalInfo })}</infAdic>`,
  ].join('');
}

const address = (tag: string) =>
  `<${tag}>${fields({ xLgr: 'Rua das Flores', nro: '100', xBairro: 'Centro', cMun: '3550308', xMun: 'São Paulo', UF: 'SP', CEP: '01001000', cPais: '1058', xPais: 'Brasil' })}</${tag}>`;

function recipient(o: NfeXmlOptions): string {
  if (!o.recipient) return '';
  const id: Record<string, string> = 'cnpj' in o.recipient ? { CNPJ: o.recipient.cnpj } : { CPF: o.recipient.cpf };
  return `<dest>${fields({ ...id, xNome: o.recipientName })}${address('enderDest')}${fields({ indIEDest: 9 })}</dest>`;
}

function det(item: NfeXmlItem, index: number): string {
  const gtin = item.gtin ?? 'SEM GTIN';
  const prod = fields({
    cProd: item.code,
    cEAN: gtin,
    xProd: item.description,
    NCM: '10063021',
    CFOP: '5102',
    uCom: item.unit,
    qCom: item.quantity.toFixed(4),
    vUnCom: (item.unitPriceCents / 100).toFixed(10),
    vProd: reais(itemTotalCents(item)),
    cEANTrib: gtin,
    uTrib: item.unit,
    qTrib: item.quantity.toFixed(4),
    vUnTrib: (item.unitPriceCents / 100).toFixed(10),
    indTot: item.outOfTotal ? 0 : 1,
  });
  const taxes =
    `<ICMS><ICMSSN102>${fields({ orig: 0, CSOSN: '102' })}</ICMSSN102></ICMS>` +
    `<PIS><PISNT>${fields({ CST: '07' })}</PISNT></PIS><COFINS><COFINSNT>${fields({ CST: '07' })}</COFINSNT></COFINS>`;
  return `<det nItem="${index + 1}"><prod>${prod}</prod><imposto>${taxes}</imposto></det>`;
}

function billing(o: NfeXmlOptions, invoice: number): string {
  if (o.installments.length === 0) return '';
  const fat = fields({ nFat: o.number, vOrig: reais(invoice), vDesc: '0.00', vLiq: reais(invoice) });
  const dups = o.installments
    .map((dup) => `<dup>${fields({ nDup: dup.number, dVenc: dup.dueDate, vDup: reais(dup.amountCents) })}</dup>`)
    .join('');
  return `<cobr><fat>${fat}</fat>${dups}</cobr>`;
}

/** The XMLDSig skeleton of a signed note: the reader steps over it (it does not verify signatures). */
const signature = (key: string) =>
  `<Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo>` +
  `<CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/>` +
  `<SignatureMethod Algorithm="http://www.w3.org/2000/09/xmldsig#rsa-sha1"/>` +
  `<Reference URI="#NFe${key}"><DigestMethod Algorithm="http://www.w3.org/2000/09/xmldsig#sha1"/>` +
  `<DigestValue>q1w2e3r4t5y6u7i8o9p0a1s2d3f=</DigestValue></Reference></SignedInfo>` +
  `<SignatureValue>c2lnbmF0dXJlIGRlIHRlc3Rl</SignatureValue>` +
  `<KeyInfo><X509Data><X509Certificate>Y2VydGlmaWNhZG8=</X509Certificate></X509Data></KeyInfo></Signature>`;

const protNFe = (p: NfeXmlProtocol, key: string, environment: number) =>
  `<protNFe versao="4.00"><infProt Id="ID${p.number}">${fields({
    tpAmb: environment,
    verAplic: 'SP_NFE_PL009_V4',
    chNFe: p.key ?? key,
    dhRecbto: p.receivedAt,
    nProt: p.number,
    digVal: 'q1w2e3r4t5y6u7i8o9p0a1s2d3f=',
    cStat: p.status,
    xMotivo: p.reason,
  })}</infProt></protNFe>`;

/**
 * The note as an ERP that writes ISO-8859-1 saves it: the declaration says so and every character is
 * one byte (windows-1252's own characters, such as "–", where ISO-8859-1 has controls).
 */
export function latin1NfeXml(over: Partial<NfeXmlOptions> = {}): Uint8Array {
  const xml = buildNfeXml(over).replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
  const cp1252: Record<string, number> = {
    '€': 0x80,
    '–': 0x96,
    '—': 0x97,
    '‘': 0x91,
    '’': 0x92,
    '“': 0x93,
    '”': 0x94,
  };
  return Uint8Array.from(xml, (c) => {
    const byte = cp1252[c] ?? c.charCodeAt(0);
    if (byte > 0xff) throw new Error(`"${c}" has no byte in windows-1252`);
    return byte;
  });
}

/** A valid note with `markup` put where its additional information goes, unescaped. */
const withRawInfo = (markup: string) => buildNfeXml({ additionalInfo: 'MARCA' }).replace('MARCA', markup);
const afterDeclaration = (declaration: string, xml: string) => xml.replace('?>', `?>${declaration}`);

/** Files the reader must refuse before or while parsing, and never expand. */
export const hostileXml = {
  /** "Billion laughs": ten entities each ten times the last; expanded, 3 GB of "lol". */
  billionLaughs: () =>
    afterDeclaration(
      '<!DOCTYPE nfeProc [<!ENTITY lol "lol">' +
        Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`).join(
          '',
        ) +
        ']>',
      withRawInfo('&lol9;'),
    ),
  /** An external entity (XXE): a reader that resolved it would read the server's files. */
  externalEntity: () =>
    afterDeclaration('<!DOCTYPE nfeProc [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>', withRawInfo('&xxe;')),
  /** A DOCTYPE that declares nothing: still refused (an NF-e never has one). */
  doctypeOnly: () => afterDeclaration('<!DOCTYPE nfeProc>', buildNfeXml()),
  /** A reference to an entity no one declared, without a DOCTYPE. */
  undeclaredEntity: () => withRawInfo('&xxe;'),
  /** A valid note padded to `bytes` (UTF-8) in its additional information. */
  ofSize: (bytes: number) => {
    const base = new TextEncoder().encode(buildNfeXml({ additionalInfo: '' })).length;
    return buildNfeXml({ additionalInfo: 'x'.repeat(bytes - base) });
  },
  /** One byte over the limit. */
  oversized: () => hostileXml.ofSize(NFE_XML_MAX_BYTES + 1),
  /** A closing tag that does not match its opening one. */
  mismatchedTag: () => buildNfeXml().replace('</emit>', '</emitente>'),
  /** The file cut in half (an interrupted upload). */
  truncated: () => {
    const xml = buildNfeXml();
    return xml.slice(0, xml.length / 2);
  },
  notXml: () => 'Nota fiscal 1042, valor R$ 314,60',
};
