import { expect, type Page } from '@playwright/test';
import pg from 'pg';
import { cnpjCheckDigits, formatCnpj } from '../../../functions/platform/cnpj';
import { E2E } from './stack';

/** A CNPJ nobody has yet, with its check digits, formatted as a person types it. */
export const randomCnpj = () => {
  const base = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10)).join('');
  return formatCnpj(base + cnpjCheckDigits(base));
};

/** One statement against the e2e stack's database: what a story sets up that no screen offers. */
export async function sql<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: E2E.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** "Crie sua organização", filled and sent by someone signed in with none: ends in the catalogue. */
export async function createOrganizationOnScreen(page: Page, name: string) {
  await page.getByLabel('Nome da organização').fill(name);
  await page.getByLabel('CNPJ').fill(randomCnpj());
  await page.getByRole('combobox', { name: 'Como nos conheceu?' }).click();
  await page.getByRole('option', { name: 'Indicação de um colega' }).click();
  await page.getByRole('button', { name: 'Criar organização' }).click();
  await expect(page).toHaveURL(/\/app$/);
}
