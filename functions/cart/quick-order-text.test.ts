import { describe, expect, it } from 'vitest';
import { ApiError } from '../platform/errors';
import { NO_QUANTITY } from './quick-order-free-text';
import { parseQuickOrder, parseQuantity, QUICK_ORDER_MAX_LINES } from './quick-order-text';

type Expected = Array<[line: number, sku: string, quantityOrReason: number | string, mergedLines?: number[]]>;

/** Each case: the text as pasted, then the separator and header read, and per line what came out. */
const CASES: Array<{ name: string; text: string; delimiter: ';' | ',' | '\t'; header: boolean; lines: Expected }> = [
  {
    name: '";" without a header',
    text: 'SER-0004;12\nHOR-0002;5',
    delimiter: ';',
    header: false,
    lines: [
      [1, 'SER-0004', 12],
      [2, 'HOR-0002', 5],
    ],
  },
  {
    name: '"," with the header SKU,Quantidade',
    text: 'SKU,Quantidade\nSER-0004,12\nHOR-0002,5\n',
    delimiter: ',',
    header: true,
    lines: [
      [2, 'SER-0004', 12],
      [3, 'HOR-0002', 5],
    ],
  },
  {
    name: 'tab, as cells pasted from a spreadsheet',
    text: 'SER-0004\t12\nHOR-0002\t5',
    delimiter: '\t',
    header: false,
    lines: [
      [1, 'SER-0004', 12],
      [2, 'HOR-0002', 5],
    ],
  },
  {
    name: 'a UTF-8 BOM, CRLF and the header sku;quantidade',
    text: '\uFEFFsku;quantidade\r\nSER-0004;12\r\nHOR-0002;5\r\n',
    delimiter: ';',
    header: true,
    lines: [
      [2, 'SER-0004', 12],
      [3, 'HOR-0002', 5],
    ],
  },
  {
    name: 'Excel\'s "Código;Qtde" header and a BOM',
    text: '\uFEFFCódigo;Qtde\nSER-0004;1',
    delimiter: ';',
    header: true,
    lines: [[2, 'SER-0004', 1]],
  },
  {
    name: 'blank lines and rows of empty cells are skipped; line numbers are the text’s',
    text: '\n\nSER-0004;12\n   \n;;\n\nHOR-0002;5\n\n',
    delimiter: ';',
    header: false,
    lines: [
      [3, 'SER-0004', 12],
      [7, 'HOR-0002', 5],
    ],
  },
  {
    name: 'spaces around cells, extra columns ignored, quoted cells',
    text: '  SER-0004 ; 12 ; Açúcar refinado\n"HOR;0002";"5"',
    delimiter: ';',
    header: false,
    lines: [
      [1, 'SER-0004', 12],
      [2, 'HOR;0002', 5],
    ],
  },
  {
    name: 'a zero decimal part is a whole number, "1.000" a thousand under ";"; any other fraction is refused',
    text: 'A;12,0\nB;12.00\nC;1,5\nD;1.5\nE;1.000\nF;1.200,00',
    delimiter: ';',
    header: false,
    lines: [
      [1, 'A', 12],
      [2, 'B', 12],
      [3, 'C', 'A quantidade deve ser um número inteiro'],
      [4, 'D', 'A quantidade deve ser um número inteiro'],
      [5, 'E', 1000],
      [6, 'F', 1200],
    ],
  },
  {
    name: 'a comma-separated line whose quantity a decimal or thousands comma cut in two is refused',
    text: 'ARZ-01,1,5\nFEI-02,1,000\nSAL-03,4',
    delimiter: ',',
    header: false,
    lines: [
      [1, 'ARZ-01', 'A quantidade parece ter vírgula decimal ou de milhar: use ";" entre as colunas, ou aspas'],
      [2, 'FEI-02', 'A quantidade parece ter vírgula decimal ou de milhar: use ";" entre as colunas, ou aspas'],
      [3, 'SAL-03', 4],
    ],
  },
  {
    // A line without a separator is a list line (read by name): a title has no quantity to read.
    name: 'the separator most lines use decides, not a first line without one',
    text: 'Pedido da semana\nARZ-01;2\nFEI-02;3',
    delimiter: ';',
    header: false,
    lines: [
      [1, '', NO_QUANTITY],
      [2, 'ARZ-01', 2],
      [3, 'FEI-02', 3],
    ],
  },
  {
    name: 'bad numbers: words, zero, negative, missing, too large',
    text: 'A;abc\nB;0\nC;-3\nD\nE;\nF;100001\nG;100000',
    delimiter: ';',
    header: false,
    lines: [
      [1, 'A', 'Quantidade inválida: "abc" (use um número inteiro)'],
      [2, 'B', 'A quantidade deve ser pelo menos 1'],
      [3, 'C', 'A quantidade deve ser pelo menos 1'],
      // "D" alone has no separator: a list line, with no quantity either.
      [4, '', NO_QUANTITY],
      [5, 'E', 'Falta a quantidade (use sku;quantidade)'],
      [6, 'F', 'A quantidade máxima por linha é 100.000'],
      [7, 'G', 100000],
    ],
  },
  {
    name: 'a missing or too long SKU, and an unclosed quote',
    text: `;3\n${'X'.repeat(41)};1\n"SER-0004;2`,
    delimiter: ';',
    header: false,
    lines: [
      [1, '', 'Falta o SKU'],
      [2, 'X'.repeat(41), 'O SKU tem mais de 40 caracteres'],
      [3, 'SER-0004;2', 'Aspas sem fechamento nesta linha'],
    ],
  },
  {
    name: 'duplicates (letter case aside) are summed into the first line; an invalid one stays apart',
    text: 'SER-0004;2\nHOR-0002;1\nser-0004;3\nSER-0004;abc\nSER-0004;5',
    delimiter: ';',
    header: false,
    lines: [
      [1, 'SER-0004', 10, [3, 5]],
      [2, 'HOR-0002', 1],
      [4, 'SER-0004', 'Quantidade inválida: "abc" (use um número inteiro)'],
    ],
  },
  {
    name: 'a sum past the line maximum is refused on the later line',
    text: 'A;60000\nA;50000',
    delimiter: ';',
    header: false,
    lines: [
      [1, 'A', 60000],
      [2, 'A', 'Somada à linha 1, a quantidade passa de 100.000'],
    ],
  },
  {
    // An unknown SKU is the catalogue's call (the preview answers not_found): the parser keeps it.
    name: 'an unknown SKU is a valid line here',
    text: 'NAO-EXISTE;3',
    delimiter: ';',
    header: false,
    lines: [[1, 'NAO-EXISTE', 3]],
  },
  {
    name: 'a header alone gives no lines',
    text: 'sku;quantidade\n',
    delimiter: ';',
    header: true,
    lines: [],
  },
];

/** A paste from WhatsApp: list lines read by name, beside spreadsheet lines read by SKU. */
const MIXED = [
  'Bom dia! Pedido de amanhã 🙏',
  '1) 10 kg tomate',
  '2) 2 cx leite integral',
  '',
  '• SER-0004;12',
  '- Tomate italiano - 10',
  '3,5 kg queijo',
  '🥬🥬',
  'HOR-0002;5',
  '1/2 kg alho',
].join('\n');

describe('quick order parser: WhatsApp lists', () => {
  it('reads list lines by name and "sku;quantidade" lines by SKU in one paste, in the order typed', async () => {
    const parsed = await parseQuickOrder(MIXED);
    expect(parsed.delimiter).toBe(';');
    expect(parsed.header).toBe(false);
    expect(
      parsed.lines.map((l) => [
        l.line,
        l.source,
        l.text,
        l.source === 'sku' ? l.sku : l.name,
        l.status === 'valid' ? [l.quantity, l.typedQuantity, l.unit] : l.reason,
      ]),
    ).toEqual([
      [1, 'name', 'Bom dia! Pedido de amanhã 🙏', null, NO_QUANTITY],
      [2, 'name', '1) 10 kg tomate', 'tomate', [10, 10, 'kg']],
      [3, 'name', '2) 2 cx leite integral', 'leite integral', [2, 2, 'cx']],
      [5, 'sku', '• SER-0004;12', 'SER-0004', [12, 12, null]],
      [6, 'name', '- Tomate italiano - 10', 'Tomate italiano', [10, 10, null]],
      [7, 'name', '3,5 kg queijo', 'queijo', [4, 3.5, 'kg']],
      [9, 'sku', 'HOR-0002;5', 'HOR-0002', [5, 5, null]],
      [10, 'name', '1/2 kg alho', 'alho', [1, 0.5, 'kg']],
    ]);
  });

  it('reads a line with a separator as a list line when its first cell cannot be a SKU', async () => {
    const semicolons = await parseQuickOrder('Tomate italiano;10\ntomate; 10 kg\nSER-0004;12\nser-0004;3');
    expect(semicolons.lines.map((l) => [l.line, l.source, l.status === 'valid' ? l.quantity : l.reason])).toEqual([
      [1, 'name', 10],
      [2, 'name', 10],
      [3, 'sku', 15],
    ]);
    // A decimal comma is not a separator: "3,5 kg queijo" is a list line beside "SKU,quantidade" lines.
    const commas = await parseQuickOrder('3,5 kg queijo\nTomate, 10\nSER-0004,12');
    expect(commas.delimiter).toBe(',');
    expect(commas.lines.map((l) => [l.line, l.source, l.status === 'valid' ? l.quantity : l.reason])).toEqual([
      [1, 'name', 4],
      [2, 'name', 10],
      [3, 'sku', 12],
    ]);
  });

  it('counts list lines in the 500 a paste may hold', async () => {
    const text = Array.from({ length: 501 }, (_, i) => (i % 2 ? `${i + 1} kg tomate` : `SKU-${i};1`)).join('\n');
    await expect(parseQuickOrder(text)).rejects.toThrow('esta lista tem 501');
  });
});

describe('quick order parser', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const parsed = await parseQuickOrder(c.text);
      expect(parsed.delimiter).toBe(c.delimiter);
      expect(parsed.header).toBe(c.header);
      expect(
        parsed.lines.map((l) => [
          l.line,
          l.sku,
          l.status === 'valid' ? l.quantity : l.reason,
          ...(l.mergedLines.length ? [l.mergedLines] : []),
        ]),
      ).toEqual(c.lines);
    });
  }

  const many = (n: number, header = false) =>
    (header ? 'sku;quantidade\n' : '') + Array.from({ length: n }, (_, i) => `SKU-${i + 1};1`).join('\n');

  it('takes 500 lines, with or without a header and with blank lines between', async () => {
    expect((await parseQuickOrder(many(QUICK_ORDER_MAX_LINES))).lines).toHaveLength(500);
    expect((await parseQuickOrder(many(QUICK_ORDER_MAX_LINES, true))).lines).toHaveLength(500);
    const spaced = many(QUICK_ORDER_MAX_LINES).replaceAll('\n', '\n\n');
    const parsed = await parseQuickOrder(spaced);
    expect(parsed.lines).toHaveLength(500);
    expect(parsed.lines.at(-1)!.line).toBe(999);
  });

  it('refuses 501 lines as a whole with a pt-BR message (400)', async () => {
    for (const text of [many(501), many(501, true)]) {
      const error = await parseQuickOrder(text).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
      expect((error as ApiError).message).toBe(
        'O pedido rápido aceita até 500 linhas por vez; esta lista tem 501. Divida-a em partes.',
      );
    }
  });

  it('reads quantities as documented', () => {
    expect(parseQuantity(' 7 ')).toEqual({ quantity: 7 });
    expect(parseQuantity('7,00')).toEqual({ quantity: 7 });
    expect(parseQuantity('0,0')).toEqual({ reason: 'A quantidade deve ser pelo menos 1' });
    expect(parseQuantity('1,000')).toEqual({
      reason: 'Quantidade "1,000": escreva só os dígitos, sem separador de milhar',
    });
    expect(parseQuantity('1e3')).toEqual({ reason: 'Quantidade inválida: "1e3" (use um número inteiro)' });
  });
});
