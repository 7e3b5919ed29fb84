import pg from 'pg';
import { DEMO_PASSWORD_HASH } from '../../../db/seed/demo-data';
import { cnpjCheckDigits } from '../../../functions/lib/cnpj';
import { E2E } from './stack';

/** A fresh owner of a fresh (Free) organization, for tests that change the organization's plan. */
export async function createOwner(): Promise<{ email: string; organizationName: string }> {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const base = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10)).join('');
  const email = `dona-${id}@e2e.abastece.dev`;
  const organizationName = `Empório ${id}`;
  const client = new pg.Client({ connectionString: E2E.databaseUrl });
  await client.connect();
  try {
    await client.query(
      `with u as (insert into users (name, email, password_hash, email_verified) values ($1, $2, $3, true) returning id),
            o as (insert into organizations (name, slug, cnpj) values ($4, $5, $6) returning id)
       insert into members (organization_id, user_id, role) select o.id, u.id, 'owner' from u, o`,
      ['Dona E2E', email, DEMO_PASSWORD_HASH, organizationName, `emporio-${id}`, base + cnpjCheckDigits(base)],
    );
  } finally {
    await client.end();
  }
  return { email, organizationName };
}
