import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { createCatalogue } from '../test/catalogue';
import { englishMessages } from '../test/language';
import { call, createOperator } from '../test/tenant';
import { installPortugueseErrors } from './zod-pt-br';

installPortugueseErrors();
const firstMessage = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe('zod in Portuguese', () => {
  it('names the field, with its gender, for what a schema does not word itself', () => {
    const body = z.object({
      email: z.email(),
      description: z.string().min(1).max(5),
      quantity: z.number().int().positive(),
      items: z.array(z.string()).min(2),
      status: z.enum(['PENDING', 'APPROVED']),
      supplierId: z.uuid(),
      custom: z.string(),
    });
    const valid = { email: 'a@b.co', description: 'abc', quantity: 1, items: ['a', 'b'], status: 'PENDING' };
    const ok = { ...valid, supplierId: crypto.randomUUID(), custom: 'x' };
    expect(firstMessage(body, { ...ok, email: 'não' })).toBe('E-mail inválido');
    expect(firstMessage(body, { ...ok, description: undefined })).toBe('Descrição é obrigatória');
    expect(firstMessage(body, { ...ok, description: '' })).toBe('Descrição é obrigatória');
    expect(firstMessage(body, { ...ok, description: 'abcdefgh' })).toBe('Descrição deve ter no máximo 5 caracteres');
    expect(firstMessage(body, { ...ok, quantity: 'dez' })).toBe('Quantidade deve ser um número');
    expect(firstMessage(body, { ...ok, quantity: 0 })).toBe('Quantidade deve ser maior que zero');
    expect(firstMessage(body, { ...ok, quantity: 1.5 })).toBe('Quantidade deve ser um número inteiro');
    expect(firstMessage(body, { ...ok, items: ['a'] })).toBe('Itens deve ter pelo menos 2 itens');
    expect(firstMessage(body, { ...ok, status: 'X' })).toBe('Status deve ser um destes: PENDING, APPROVED');
    expect(firstMessage(body, { ...ok, supplierId: '42' })).toBe('Fornecedor inválido');
    expect(firstMessage(body, { ...ok, custom: undefined })).toBe('O campo "custom" é obrigatório');
    expect(firstMessage(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toBe('Campo não reconhecido: b');
  });

  it("keeps a schema's own message word for word", () => {
    expect(firstMessage(z.string({ error: 'Token é obrigatório' }), undefined)).toBe('Token é obrigatório');
    expect(firstMessage(z.number().positive('Price must be positive'), 0)).toBe('Price must be positive');
  });

  it('an API answer names the field in Portuguese', async () => {
    const operator = await createOperator();
    const { supplier, category } = await createCatalogue([]);
    const res = await call('POST', '/products', {
      as: operator,
      body: {
        name: 'Produto',
        price: 10,
        unit: 'kg',
        categoryId: category.id,
        supplierId: supplier.id,
        description: 'x'.repeat(2001),
      },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Descrição deve ter no máximo 2000 caracteres',
    );
  });
});

describe('the language check', () => {
  it("flags English outside the specification's fixed messages", () => {
    const error = (message: string, details: string[] = []) =>
      JSON.stringify({
        error: { code: 'VALIDATION_ERROR', message, details: details.map((m) => ({ path: 'x', message: m })) },
      });
    expect(englishMessages(error('Invalid input: expected string, received undefined'))).toHaveLength(1);
    expect(englishMessages(error('Descrição é obrigatória', ['Too many requests']))).toEqual(['Too many requests']);
    expect(englishMessages(error('Purchase Order not found'))).toEqual([]);
    expect(englishMessages(JSON.stringify({ message: 'Product deleted successfully' }))).toEqual([]);
    expect(englishMessages(error('Preço deve ser maior que zero'))).toEqual([]);
  });
});
