import * as z from 'zod';
// One locale, not z.locales (which would bring every language into the worker: +37 KB gzip).
import ptBR from 'zod/v4/locales/pt-BR.js';

/**
 * zod's messages in Portuguese, naming the field ("E-mail inválido", "Descrição é obrigatória"),
 * for every schema that does not say its own message (a schema's own message always wins: the
 * specification's fixed wording stays word for word). Installed once per runtime by
 * `installPortugueseErrors()` — the worker at start, the SPA before its first form.
 */

/** How a field is called in a message, and its gender ("obrigatório"/"obrigatória"). */
type Label = readonly [name: string, feminine?: true];
const LABELS: Record<string, Label> = {
  email: ['E-mail'],
  password: ['Senha', true],
  name: ['Nome'],
  description: ['Descrição', true],
  notes: ['Observações', true],
  note: ['Observação', true],
  reason: ['Motivo'],
  title: ['Título'],
  message: ['Mensagem', true],
  url: ['URL', true],
  image: ['Imagem', true],
  logo: ['Logo'],
  slug: ['Identificador'],
  cnpj: ['CNPJ'],
  phone: ['Telefone'],
  token: ['Token'],
  code: ['Código'],
  sku: ['SKU'],
  gtin: ['GTIN'],
  price: ['Preço'],
  amount: ['Valor'],
  monthlyAmount: ['Valor mensal'],
  minAmount: ['Valor mínimo'],
  maxAmount: ['Valor máximo'],
  quantity: ['Quantidade', true],
  unit: ['Unidade', true],
  minimumOrder: ['Pedido mínimo'],
  minimumOrderValue: ['Pedido mínimo'],
  leadTimeDays: ['Prazo de entrega'],
  status: ['Status'],
  role: ['Papel'],
  events: ['Eventos'],
  secret: ['Segredo'],
  enabled: ['Ativo'],
  items: ['Itens'],
  lines: ['Linhas', true],
  page: ['Página', true],
  limit: ['Limite'],
  search: ['Busca', true],
  from: ['Data inicial', true],
  to: ['Data final', true],
  date: ['Data', true],
  month: ['Mês'],
  city: ['Cidade', true],
  state: ['UF', true],
  cep: ['CEP'],
  street: ['Logradouro'],
  number: ['Número'],
  district: ['Bairro'],
  complement: ['Complemento'],
  label: ['Nome do endereço'],
  organizationId: ['Organização', true],
  supplierId: ['Fornecedor'],
  productId: ['Produto'],
  categoryId: ['Categoria', true],
  cityId: ['Cidade', true],
  costCentreId: ['Centro de custo'],
  memberId: ['Membro'],
  itemId: ['Item'],
  id: ['ID'],
  approvers: ['Aprovadores'],
  rules: ['Regras', true],
  decision: ['Decisão', true],
  paymentTerm: ['Forma de pagamento', true],
  paymentTerms: ['Formas de pagamento', true],
  requestedDeliveryDate: ['Data de entrega', true],
  deliveryAddressId: ['Endereço de entrega'],
  nfeKey: ['Chave de acesso da NF-e', true],
  invoiceNumber: ['Número da NF-e'],
  invoiceAmount: ['Valor da NF-e'],
  carrier: ['Transportadora', true],
  trackingCode: ['Código de rastreio'],
  condition: ['Condição', true],
  resolution: ['Resposta', true],
  creditAmount: ['Valor do crédito'],
  interval: ['Periodicidade', true],
  plan: ['Plano'],
  neverExpires: ['Sem expiração', true],
  expiresAt: ['Validade', true],
  inStock: ['Em estoque'],
  isActive: ['Ativo'],
  metadata: ['Metadados'],
};

const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  array: 'uma lista',
  object: 'um objeto',
  date: 'uma data',
  bigint: 'um número inteiro',
};

const FORMATS: Record<string, string> = {
  email: 'E-mail inválido',
  uuid: 'ID inválido',
  url: 'URL inválida',
  date: 'Data inválida (use AAAA-MM-DD)',
  datetime: 'Data e hora inválidas (use o formato ISO 8601)',
};

/** The field a message is about: the last named segment of the path ("lines.2.quantity" → quantity). */
function labelOf(path: readonly PropertyKey[] | undefined): { name: string; feminine: boolean } | null {
  const key = [...(path ?? [])].reverse().find((segment) => typeof segment === 'string') as string | undefined;
  if (!key) return null;
  const known = LABELS[key];
  return known ? { name: known[0], feminine: known[1] === true } : { name: `O campo "${key}"`, feminine: false };
}

const sizeUnit = (origin: string, n: number | bigint) =>
  origin === 'string'
    ? Number(n) === 1
      ? 'caractere'
      : 'caracteres'
    : origin === 'array' || origin === 'set'
      ? Number(n) === 1
        ? 'item'
        : 'itens'
      : '';

/** One issue's message in Portuguese, or undefined to let the locale answer. */
export function portugueseMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const field = labelOf(issue.path);
  const subject = field?.name ?? 'O valor';
  const feminine = field?.feminine ?? false;
  const required = feminine ? 'obrigatória' : 'obrigatório';
  const invalid = feminine ? 'inválida' : 'inválido';
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined || issue.input === null) return `${subject} é ${required}`;
      const expected = TYPE_NAMES[issue.expected as string];
      return expected ? `${subject} deve ser ${expected}` : `${subject} ${invalid}`;
    }
    case 'too_small': {
      const min = issue.minimum as number | bigint;
      if (issue.origin === 'string' && Number(min) <= 1) return `${subject} é ${required}`;
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set') {
        return `${subject} deve ter pelo menos ${min} ${sizeUnit(issue.origin, min)}`;
      }
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        const bound =
          Number(min) === 0 && !issue.inclusive
            ? 'maior que zero'
            : `${issue.inclusive ? 'no mínimo' : 'maior que'} ${min}`;
        return `${subject} deve ser ${bound}`;
      }
      if (issue.origin === 'date') return `${subject} deve ser a partir de ${String(min)}`;
      return `${subject} é pequeno demais`;
    }
    case 'too_big': {
      const max = issue.maximum as number | bigint;
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set') {
        return `${subject} deve ter no máximo ${max} ${sizeUnit(issue.origin, max)}`;
      }
      if (issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint') {
        return `${subject} deve ser ${issue.inclusive ? 'no máximo' : 'menor que'} ${max}`;
      }
      return `${subject} é grande demais`;
    }
    case 'invalid_format': {
      const known = FORMATS[issue.format];
      if (known && (issue.format !== 'uuid' || !field)) return known;
      return `${subject} ${invalid}`;
    }
    case 'invalid_value': {
      const values = issue.values.map((v) => String(v));
      if (values.length === 1) return `${subject} deve ser ${values[0]}`;
      return `${subject} deve ser um destes: ${values.join(', ')}`;
    }
    case 'unrecognized_keys':
      return issue.keys.length === 1
        ? `Campo não reconhecido: ${issue.keys[0]}`
        : `Campos não reconhecidos: ${issue.keys.join(', ')}`;
    case 'not_multiple_of':
      return `${subject} deve ser múltiplo de ${String(issue.divisor)}`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return `${subject} ${invalid}`;
    default:
      return undefined;
  }
}

let installed = false;

/** Portuguese for every message a schema does not set itself; the pt-BR locale for anything left. */
export function installPortugueseErrors(): void {
  if (installed) return;
  installed = true;
  z.config(ptBR());
  z.config({ customError: portugueseMessage });
}
