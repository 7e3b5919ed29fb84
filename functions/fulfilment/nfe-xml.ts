import type { XMLParser, XMLValidator, X2jOptions } from 'fast-xml-parser';
import { loadXmlParser } from '../vendor-modules';
import { formatCents, parseDay, parseInstant } from '../platform/brazil';
import { normalizeCnpj } from '../platform/cnpj';
import { checkNfeKey, nfeCheckDigit } from './nfe';

/**
 * The reader of an authorised NF-e 4.00 XML (`nfeProc`: the signed `NFe` plus SEFAZ's `protNFe`),
 * decision 0050. Pure: a string in, a typed document or a pt-BR refusal out, whatever the string.
 *
 * Statuses: 413 the file is too big; 400 the file itself is wrong (malformed, hostile, not an
 * `nfeProc`, a field missing or inconsistent, a bad key, a sum that disagrees); 409 the file is a
 * well-formed NF-e whose authorisation forbids shipping (cStat not 100/150). What needs the order
 * (issuer = supplier, recipient = buyer, key already used, items and quantities) is the caller's;
 * `checkNfeParties` answers the first two with the same vocabulary.
 *
 * Money: every R$ amount with two decimals in the layout (vProd, vNF, vDup) is integer cents
 * (`…Cents`), summed as integers; vUnCom has up to 10 decimals, so it stays the decimal string.
 */

/** 5 MiB: a real NF-e is tens of KB; anything this size is not one, and the parser holds it whole. */
export const NFE_XML_MAX_BYTES = 5 * 1024 * 1024;

export interface NfeParty {
  /** 14 characters, leading zeros kept (alphanumeric since NT 2025.001). */
  cnpj: string;
  name: string;
}

export interface NfeItem {
  /** det/@nItem, 1…990. */
  itemNumber: number;
  /** cProd as written ("0001" stays "0001"). */
  code: string;
  /** cEAN; "SEM GTIN" (the layout's "no barcode") is null. */
  gtin: string | null;
  description: string;
  unit: string;
  /** qCom (up to 4 decimals). */
  quantity: number;
  /** vUnCom as written: up to 10 decimals, not a cents amount. */
  unitPrice: string;
  /** vProd. */
  totalCents: number;
  /** indTot 0: the line is on the note but not in ICMSTot/vProd (rare: e.g. a returnable pallet). */
  inTotal: boolean;
}

export interface NfeInstallment {
  /** nDup as written ("001"). */
  number: string;
  /** dVenc, "2026-12-10". */
  dueDate: string;
  amountCents: number;
}

export interface NfeProtocol {
  /** 100 authorised; 150 authorised out of time (also an authorisation). */
  status: '100' | '150';
  key: string;
  number: string;
  /** dhRecbto in UTC ISO. */
  receivedAt: string;
}

export interface NfeDocument {
  /** The 44 characters of infNFe/@Id after "NFe", check digit verified. */
  key: string;
  /** ide/nNF and ide/serie as written ("1042", "1"). */
  number: string;
  series: string;
  /** ide/dhEmi in UTC ISO (the XML carries a local offset, e.g. -03:00). */
  issuedAt: string;
  /** ide/tpAmb: a homologation note has no fiscal value; the caller decides whether it ships. */
  environment: 'production' | 'homologation';
  issuer: NfeParty;
  recipient: NfeParty;
  items: NfeItem[];
  totals: { productsCents: number; invoiceCents: number };
  /** cobr/dup; [] when the note has no billing group (paid in cash, or billed elsewhere). */
  installments: NfeInstallment[];
  protocol: NfeProtocol;
}

export type NfeXmlStatus = 400 | 409 | 413;
export type NfeXmlRefusal = { ok: false; status: NfeXmlStatus; message: string };
export type NfeXmlResult = { ok: true; nfe: NfeDocument } | NfeXmlRefusal;

/** Issuer must be the supplier and recipient the buyer: 409 with the message, or null when both are. */
export function checkNfeParties(
  nfe: NfeDocument,
  expected: { supplierCnpj: string; buyerCnpj: string },
): NfeXmlRefusal | null {
  if (nfe.issuer.cnpj !== normalizeCnpj(expected.supplierCnpj)) {
    return refusal(
      409,
      `A NF-e foi emitida por outro CNPJ (${nfe.issuer.cnpj}): envie uma nota emitida por este fornecedor`,
    );
  }
  if (nfe.recipient.cnpj !== normalizeCnpj(expected.buyerCnpj)) {
    return refusal(
      409,
      `A NF-e é destinada a outro CNPJ (${nfe.recipient.cnpj}): o destinatário deve ser o comprador deste pedido`,
    );
  }
  return null;
}

export const NOT_AUTHORISED = 'O XML não é uma NF-e autorizada: falta o protocolo de autorização (protNFe)';
export const HOSTILE_XML = 'XML com DOCTYPE ou entidades não é aceito';
export const TOO_BIG = 'O XML tem mais de 5 MB: envie o XML da NF-e como a SEFAZ o devolveu';

/**
 * The reader, once the parser (a module of its own, loaded on first use: it would otherwise weigh on
 * every request's main module) is in. Never throws on bad input.
 */
export async function nfeXmlReader(): Promise<(xml: string) => NfeXmlResult> {
  const { XMLParser: Parser, XMLValidator: validator } = await loadXmlParser();
  const parser = new Parser(PARSER_OPTIONS);
  return (xml) => readNfeXml(xml, parser, validator);
}

function readNfeXml(xml: string, parser: XMLParser, validator: typeof XMLValidator): NfeXmlResult {
  try {
    const root = parse(xml, parser, validator);
    return { ok: true, nfe: readDocument(root) };
  } catch (error) {
    if (error instanceof Refused) return refusal(error.status, error.message);
    throw error;
  }
}

// ————— the bytes —————

/**
 * How an ERP names Latin-1. windows-1252 reads it: the same letters, and its own "–", "€" and quotes
 * where ISO-8859-1 has controls no note means.
 */
const LATIN1 = /^(iso[-_]?8859-1|iso_8859-1:1987|latin-?1|l1|cp819|windows-1252|cp1252)$/i;
/** XML's EncName only: a declaration that names anything else is left for the parser to refuse. */
const DECLARED_ENCODING = /^(\uFEFF?<\?xml\s[^>]*?\bencoding\s*=\s*)(["'])([A-Za-z][A-Za-z0-9._-]*)\2/;
const UTF16 = 'O XML está em UTF-16: envie o arquivo em UTF-8, como a SEFAZ o devolve';

/**
 * The note's text from the bytes it came in: UTF-8, the layout's encoding, whenever the bytes are
 * valid UTF-8 (what the declaration says notwithstanding: Latin-1 text with accents is never valid
 * UTF-8, and a file mislabelled ISO-8859-1 is common); else windows-1252 when the declaration names
 * Latin-1, as many ERPs still write. The text comes back declaring UTF-8, as it is kept: XMLDSig
 * signs the canonical form (UTF-8, no declaration), so the signature holds across the re-encoding.
 */
export function decodeNfeXml(bytes: Uint8Array): { ok: true; xml: string } | NfeXmlRefusal {
  if (bytes.length > NFE_XML_MAX_BYTES) return refusal(413, TOO_BIG);
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return refusal(400, UTF16);
  const head = bytes.subarray(bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0, 200);
  const declared = DECLARED_ENCODING.exec(new TextDecoder('windows-1252').decode(head))?.[3];
  let xml: string;
  try {
    xml = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    if (declared && LATIN1.test(declared)) xml = new TextDecoder('windows-1252').decode(bytes);
    else return refusal(400, notUtf8(bytes, declared));
  }
  return {
    ok: true,
    xml: declared && !/^utf-8$/i.test(declared) ? xml.replace(DECLARED_ENCODING, '$1$2UTF-8$2') : xml,
  };
}

function notUtf8(bytes: Uint8Array, declared: string | undefined): string {
  if (declared && !/^(utf-?8|us-ascii|ascii)$/i.test(declared)) {
    return `O XML declara a codificação "${declared}", que não é aceita: envie o arquivo em UTF-8 (o padrão da NF-e) ou ISO-8859-1`;
  }
  // The first replacement character marks the first bad byte (a U+FFFD the file itself had before it would be taken instead).
  const text = new TextDecoder().decode(bytes);
  return (
    `O XML não está em UTF-8 como declara (byte inválido na ${positionOf(text, text.indexOf('\ufffd'))}): ` +
    'salve o arquivo em UTF-8 ou declare encoding="ISO-8859-1"'
  );
}

// ————— the gate and the parse —————

class Refused extends Error {
  constructor(
    readonly status: NfeXmlStatus,
    message: string,
  ) {
    super(message);
  }
}

/** Internal: a refusal as an exception, so each check is one line; readNfeXml turns it back into a value. */
function refuse(message: string, status: NfeXmlStatus = 400): never {
  throw new Refused(status, message);
}

const refusal = (status: NfeXmlStatus, message: string): NfeXmlRefusal => ({ ok: false, status, message });

type XmlNode = { [name: string]: unknown };

const PARSER_OPTIONS: X2jOptions = {
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Strings everywhere: CNPJs, cProd, nDup and série keep their leading zeros; amounts are read here.
  parseTagValue: false,
  parseAttributeValue: false,
  // No entity is expanded by the parser, even if a DOCTYPE got past the gate. Every text and
  // attribute value goes through decodeText instead: the five predefined references and character
  // references are decoded (which can only shrink the text), any other reference refuses the file.
  // (A CDATA section is decoded the same way: no NF-e field needs one.)
  processEntities: false,
  htmlEntities: false,
  tagValueProcessor: (_name, value) => decodeText(value),
  attributeValueProcessor: (_name, value) => decodeText(value),
  removeNSPrefix: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name, _path, _leaf, isAttribute) => !isAttribute && (name === 'det' || name === 'dup'),
};

const VALIDATOR_REASONS: Record<string, string> = {
  InvalidTag: 'marcação inválida ou não fechada',
  InvalidAttr: 'atributo inválido',
  InvalidChar: 'caractere inesperado',
  InvalidXml: 'estrutura inválida',
};

function parse(xml: string, parser: XMLParser, validator: typeof XMLValidator): XmlNode {
  // A string's UTF-8 size is at least its length in UTF-16 units: the cheap test first.
  if (xml.length > NFE_XML_MAX_BYTES || new TextEncoder().encode(xml).length > NFE_XML_MAX_BYTES) {
    refuse(TOO_BIG, 413);
  }
  const text = xml.charCodeAt(0) === 0xfeff ? xml.slice(1) : xml;
  refuseMarkupDeclarations(text);
  refuseForbiddenCharacters(text);
  const valid = validator.validate(text);
  if (valid !== true) {
    const reason = VALIDATOR_REASONS[valid.err.code] ?? 'estrutura inválida';
    refuse(`XML malformado: ${reason} na linha ${valid.err.line}, coluna ${valid.err.col}`);
  }
  try {
    return parser.parse(text) as XmlNode;
  } catch (error) {
    if (error instanceof Refused) throw error;
    // What the validator let through and the parser still rejects: the same answer, never a 500.
    refuse('XML malformado: estrutura inválida');
  }
}

/**
 * A refusal gate, not a parse: an NF-e never has a DOCTYPE, so any markup declaration (`<!` that
 * does not open a comment or a CDATA section: DOCTYPE, ENTITY, ELEMENT, ATTLIST…) refuses the file
 * before the parser sees it. The parser's own `processEntities: false` is the second lock. A
 * declaration written inside a comment or CDATA is refused too: a false alarm no real NF-e raises.
 */
function refuseMarkupDeclarations(xml: string) {
  for (let at = xml.indexOf('<!'); at !== -1; at = xml.indexOf('<!', at + 2)) {
    if (!xml.startsWith('<!--', at) && !xml.startsWith('<![CDATA[', at)) refuse(HOSTILE_XML);
  }
}

/** What XML 1.0's Char leaves out: controls but tab and line breaks, surrogates, U+FFFE and U+FFFF. */
const FORBIDDEN_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
const isXmlChar = (code: number) => code <= 0x10ffff && !FORBIDDEN_CHARACTER.test(String.fromCodePoint(code));
const CHARACTER_REFERENCE = /&#(x[0-9a-fA-F]+|[0-9]+);/g;
const codeOf = (reference: string) =>
  reference[0] === 'x' ? parseInt(reference.slice(1), 16) : parseInt(reference, 10);

/** "linha 3, coluna 14" of a text's UTF-16 index, both from 1, as the validator's own refusals say it. */
function positionOf(text: string, index: number): string {
  const before = text.slice(0, index);
  return `linha ${before.split('\n').length}, coluna ${index - before.lastIndexOf('\n')}`;
}

/**
 * What XML forbids, written or referenced (a NUL, a control, half a surrogate pair), makes the file
 * malformed: the parser lets it through, and PostgreSQL refuses a NUL where the note is kept.
 */
function refuseForbiddenCharacters(xml: string) {
  const raw = FORBIDDEN_CHARACTER.exec(xml);
  if (raw) {
    const code = raw[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    refuse(`XML malformado: caractere proibido em XML (U+${code}) na ${positionOf(xml, raw.index)}`);
  }
  for (const reference of xml.matchAll(CHARACTER_REFERENCE)) {
    if (!isXmlChar(codeOf(reference[1]!))) {
      refuse(
        `XML malformado: referência a caractere proibido em XML (${reference[0]}) na ${positionOf(xml, reference.index)}`,
      );
    }
  }
}

const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** A value with its references decoded; any other named reference is an entity: refused. */
function decodeText(raw: string): string {
  return raw.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z_][\w.-]*);/g, (_, ref: string) => {
    if (ref.startsWith('#')) {
      const code = codeOf(ref.slice(1));
      // refuseForbiddenCharacters has answered with the position; here only so fromCodePoint cannot throw.
      if (!isXmlChar(code)) refuse(`XML malformado: referência a caractere proibido em XML (&${ref};)`);
      return String.fromCodePoint(code);
    }
    return PREDEFINED[ref] ?? refuse(HOSTILE_XML);
  });
}

// ————— walking the tree —————

/** The one child element `name` of `parent`; a repeated one is a broken layout. */
function child(parent: XmlNode, name: string, path: string): XmlNode | undefined {
  const value = parent[name];
  if (value === undefined) return undefined;
  if (Array.isArray(value)) refuse(`O XML tem mais de um ${path}`);
  // <dest/> or an element holding only text: no children to read.
  return typeof value === 'object' && value !== null ? (value as XmlNode) : {};
}

function needChild(parent: XmlNode, name: string, path: string): XmlNode {
  return child(parent, name, path) ?? refuse(`O XML não tem o grupo obrigatório ${path}`);
}

function textOf(parent: XmlNode, name: string, path: string): string | undefined {
  const value = parent[name];
  if (value === undefined) return undefined;
  if (Array.isArray(value)) refuse(`O XML tem mais de um ${path}`);
  const raw = typeof value === 'object' && value !== null ? (value as XmlNode)['#text'] : value;
  return typeof raw === 'string' ? raw : '';
}

function needText(parent: XmlNode, name: string, path: string): string {
  const value = textOf(parent, name, path);
  if (!value) refuse(`O XML não tem o campo obrigatório ${path}`);
  return value;
}

function attribute(node: XmlNode, name: string): string | undefined {
  const value = node[`@${name}`];
  return typeof value === 'string' ? value : undefined;
}

// ————— values —————

/** Layout amounts with two decimals (TDec_1302): "150", "150.5", "150.50". */
function cents(value: string, path: string, positive: boolean): number {
  if (!/^\d{1,13}(\.\d{1,2})?$/.test(value)) {
    refuse(`Valor inválido em ${path}: "${value}" (use ponto decimal, ex.: 150.50)`);
  }
  const [whole, fraction = ''] = value.split('.');
  const amount = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (positive && amount === 0) refuse(`O valor em ${path} deve ser maior que zero`);
  return amount;
}

/** qCom and vUnCom: positive decimals with a point (up to 10 places). */
function positiveDecimal(value: string, path: string): string {
  if (!/^\d{1,15}(\.\d{1,10})?$/.test(value) || !/[1-9]/.test(value)) {
    refuse(`Valor inválido em ${path}: "${value}" (deve ser um número maior que zero, com ponto decimal)`);
  }
  return value;
}

/** dhEmi / dhRecbto: "2026-11-10T09:30:00-03:00" (the layout's TDateTimeUTC, offset required) → UTC ISO. */
function instant(value: string, path: string): string {
  const shape = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}([+-]\d{2}:\d{2}|Z)$/;
  const time = shape.test(value) ? parseInstant(value) : null;
  if (!time) refuse(`Data e hora inválida em ${path}: "${value}"`);
  return time.toISOString();
}

function day(value: string, path: string): string {
  return parseDay(value) ?? refuse(`Data inválida em ${path}: "${value}" (use um dia que existe, AAAA-MM-DD)`);
}

// ————— the document —————

function readDocument(root: XmlNode): NfeDocument {
  const proc = child(root, 'nfeProc', 'nfeProc');
  if (!proc) {
    refuse(root.NFe !== undefined ? NOT_AUTHORISED : 'O XML não é de uma NF-e: o elemento raiz deve ser nfeProc');
  }
  const nfe = needChild(proc, 'NFe', 'nfeProc/NFe');
  const protNFe = child(proc, 'protNFe', 'protNFe') ?? refuse(NOT_AUTHORISED);
  const info = needChild(nfe, 'infNFe', 'NFe/infNFe');

  const ide = needChild(info, 'ide', 'infNFe/ide');
  const issuer = readIssuer(needChild(info, 'emit', 'infNFe/emit'));
  const key = readKey(info, issuer.cnpj);
  const protocol = readProtocol(needChild(protNFe, 'infProt', 'protNFe/infProt'), key);
  const header = readIde(ide, key);
  const items = readItems(info);
  const totals = readTotals(info);
  const inTotal = items.filter((item) => item.inTotal).reduce((sum, item) => sum + item.totalCents, 0);
  if (inTotal !== totals.productsCents) {
    refuse(
      `A soma dos itens (${formatCents(inTotal)}) não confere com o total dos produtos da nota ` +
        `(ICMSTot/vProd ${formatCents(totals.productsCents)})`,
    );
  }
  return {
    key,
    ...header,
    issuer,
    recipient: readRecipient(child(info, 'dest', 'infNFe/dest')),
    items,
    totals,
    installments: readInstallments(info),
    protocol,
  };
}

function readKey(info: XmlNode, issuerCnpj: string): string {
  const id = attribute(info, 'Id') ?? '';
  if (!id.startsWith('NFe')) refuse('O XML não tem a chave de acesso em infNFe/@Id ("NFe" seguido dos 44 dígitos)');
  const key = id.slice(3);
  // The key's own CNPJ as the expected one: here only its shape and digit count; whose it is, below.
  const check = checkNfeKey(key, key.slice(6, 20));
  if (!check.ok || check.key !== key) {
    const badDigit = key.length === 44 && /^\d$/.test(key[43]!) && Number(key[43]) !== nfeCheckDigit(key.slice(0, 43));
    refuse(
      badDigit
        ? 'A chave de acesso do XML (infNFe/@Id) tem dígito verificador inválido'
        : `${check.ok ? 'A chave de acesso da NF-e tem caracteres inválidos' : check.message} (infNFe/@Id)`,
    );
  }
  if (check.parts.model !== '55') refuse('A nota é uma NFC-e (modelo 65): envie a NF-e modelo 55 da venda');
  if (check.parts.issuerCnpj !== issuerCnpj) {
    refuse('A chave de acesso do XML não é do emitente da nota (o CNPJ na chave difere de emit/CNPJ)');
  }
  return key;
}

function readProtocol(infProt: XmlNode, key: string): NfeProtocol {
  const status = needText(infProt, 'cStat', 'infProt/cStat');
  if (status !== '100' && status !== '150') {
    const reason = textOf(infProt, 'xMotivo', 'infProt/xMotivo');
    refuse(
      `NF-e cancelada ou não autorizada (cStat ${status}${reason ? `: ${reason}` : ''}): ` +
        'só uma NF-e autorizada (cStat 100) serve para o envio',
      409,
    );
  }
  if (needText(infProt, 'chNFe', 'infProt/chNFe') !== key) {
    refuse('O protocolo de autorização é de outra NF-e: infProt/chNFe difere da chave em infNFe/@Id');
  }
  return {
    status,
    key,
    number: needText(infProt, 'nProt', 'infProt/nProt'),
    receivedAt: instant(needText(infProt, 'dhRecbto', 'infProt/dhRecbto'), 'infProt/dhRecbto'),
  };
}

/** ide, checked against the key: an edited XML whose key was kept shows here. */
function readIde(ide: XmlNode, key: string) {
  const number = needText(ide, 'nNF', 'ide/nNF');
  const series = needText(ide, 'serie', 'ide/serie');
  const dhEmi = needText(ide, 'dhEmi', 'ide/dhEmi');
  const issuedAt = instant(dhEmi, 'ide/dhEmi');
  const yearMonth = dhEmi.slice(2, 4) + dhEmi.slice(5, 7);
  const matches =
    needText(ide, 'mod', 'ide/mod') === key.slice(20, 22) &&
    needText(ide, 'cUF', 'ide/cUF') === key.slice(0, 2) &&
    /^\d{1,3}$/.test(series) &&
    series.padStart(3, '0') === key.slice(22, 25) &&
    /^\d{1,9}$/.test(number) &&
    number.padStart(9, '0') === key.slice(25, 34) &&
    yearMonth === key.slice(2, 6);
  if (!matches) {
    refuse('A chave de acesso não confere com a nota: UF, mês de emissão, modelo, série ou número diferentes em ide');
  }
  const environment = needText(ide, 'tpAmb', 'ide/tpAmb');
  if (environment !== '1' && environment !== '2') refuse(`Valor inválido em ide/tpAmb: "${environment}"`);
  return {
    number,
    series,
    issuedAt,
    environment: environment === '1' ? ('production' as const) : ('homologation' as const),
  };
}

function readIssuer(emit: XmlNode): NfeParty {
  const cnpj = textOf(emit, 'CNPJ', 'emit/CNPJ') ?? refuse('O emitente da NF-e não tem CNPJ (emit/CNPJ)');
  return { cnpj: normalizeCnpj(cnpj), name: needText(emit, 'xNome', 'emit/xNome') };
}

function readRecipient(dest: XmlNode | undefined): NfeParty {
  const noCnpj = 'A NF-e não tem o CNPJ do destinatário (dest/CNPJ)';
  if (!dest) refuse(noCnpj);
  if (dest.CPF !== undefined) {
    refuse('O destinatário da NF-e é um CPF (pessoa física): a nota deve ser emitida para o CNPJ do comprador');
  }
  const cnpj = textOf(dest, 'CNPJ', 'dest/CNPJ') || refuse(noCnpj);
  return { cnpj: normalizeCnpj(cnpj), name: needText(dest, 'xNome', 'dest/xNome') };
}

function readItems(info: XmlNode): NfeItem[] {
  const details = (info.det as XmlNode[] | undefined) ?? [];
  if (details.length === 0) refuse('A NF-e não tem itens (det)');
  return details.map((det, index) => {
    const itemNumber = Number(attribute(det, 'nItem') ?? NaN);
    if (itemNumber !== index + 1) refuse(`Número de item inválido em det/@nItem: esperado ${index + 1}`);
    const at = `det[${itemNumber}]/prod`;
    const prod = needChild(det, 'prod', at);
    // "SEM GTIN" since NT 2017.001; notes written before it leave cEAN empty.
    const gtin = textOf(prod, 'cEAN', `${at}/cEAN`);
    return {
      itemNumber,
      code: needText(prod, 'cProd', `${at}/cProd`),
      gtin: !gtin || gtin === 'SEM GTIN' ? null : gtin,
      description: needText(prod, 'xProd', `${at}/xProd`),
      unit: needText(prod, 'uCom', `${at}/uCom`),
      quantity: Number(positiveDecimal(needText(prod, 'qCom', `${at}/qCom`), `${at}/qCom`)),
      unitPrice: positiveDecimal(needText(prod, 'vUnCom', `${at}/vUnCom`), `${at}/vUnCom`),
      totalCents: cents(needText(prod, 'vProd', `${at}/vProd`), `${at}/vProd`, true),
      inTotal: textOf(prod, 'indTot', `${at}/indTot`) !== '0',
    };
  });
}

function readTotals(info: XmlNode) {
  const totals = needChild(needChild(info, 'total', 'infNFe/total'), 'ICMSTot', 'total/ICMSTot');
  return {
    productsCents: cents(needText(totals, 'vProd', 'ICMSTot/vProd'), 'ICMSTot/vProd', false),
    invoiceCents: cents(needText(totals, 'vNF', 'ICMSTot/vNF'), 'ICMSTot/vNF', false),
  };
}

function readInstallments(info: XmlNode): NfeInstallment[] {
  const billing = child(info, 'cobr', 'infNFe/cobr');
  const dups = (billing?.dup as XmlNode[] | undefined) ?? [];
  return dups.map((dup, index) => {
    const at = `cobr/dup[${index + 1}]`;
    return {
      number: needText(dup, 'nDup', `${at}/nDup`),
      dueDate: day(needText(dup, 'dVenc', `${at}/dVenc`), `${at}/dVenc`),
      amountCents: cents(needText(dup, 'vDup', `${at}/vDup`), `${at}/vDup`, true),
    };
  });
}
