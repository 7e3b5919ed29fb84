import pg from 'pg';
import { DEMO_PASSWORD_HASH } from '../../../db/seed/demo-data';
import { cnpjCheckDigits } from '../../../functions/platform/cnpj';
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

/**
 * A fresh organization with an owner ("Dona E2E") and a member ("Comprador E2E"), password
 * "abastece123", and a default delivery address in `city`, for specs that change organization-wide
 * settings (rules, budgets) the demo restaurant's specs must not see; and an in-stock product a supplier
 * that delivers there sells in an order of ~R$ 250.
 */
export async function createOrganizationWithMember(name: string, city = 'São Paulo') {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const base = Array.from({ length: 12 }, () => Math.floor(Math.random() * 10)).join('');
  const owner = `dono-${id}@e2e.abastece.dev`;
  const member = `membro-${id}@e2e.abastece.dev`;
  const client = new pg.Client({ connectionString: E2E.databaseUrl });
  await client.connect();
  try {
    await client.query(
      `with o as (insert into organizations (name, slug, cnpj) values ($1, $2, $3) returning id),
       u as (insert into users (name, email, password_hash, email_verified)
             select n.name, n.email, $6, true
             from (values ('Dona E2E', $4::text), ('Comprador E2E', $5::text)) as n(name, email)
             returning id, email)
       insert into members (organization_id, user_id, role)
       select o.id, u.id, (case when u.email = $4 then 'owner' else 'member' end)::member_role from o, u`,
      [`${name} ${id}`, `org-${id}`, base + cnpjCheckDigits(base), owner, member, DEMO_PASSWORD_HASH],
    );
    // Orders leave with an address: the kitchen, in São Paulo unless asked (the demo suppliers deliver there).
    const added = await client.query(
      `insert into delivery_addresses (organization_id, label, cep, street, number, district, city_id, is_default)
       select o.id, 'Cozinha', '01310100', 'Avenida Paulista', '1000', 'Bela Vista', c.id, true
       from organizations o, cities c where o.slug = $1 and c.name = $2`,
      [`org-${id}`, city],
    );
    if (added.rowCount !== 1) throw new Error(`no demo city named ${city}`);
    const { rows } = await client.query<{ id: string; price: string }>(
      `select p.id, p.price from products p join suppliers s on s.id = p.supplier_id
       where p.is_active and p.in_stock and s.is_active and s.minimum_order_value <= 250
         and p.price between 5 and 100 and p.minimum_order * p.price <= 250
         and (not exists (select 1 from supplier_cities sc where sc.supplier_id = s.id)
              or exists (select 1 from supplier_cities sc join cities c on c.id = sc.city_id
                         where sc.supplier_id = s.id and c.name = $1))
       order by p.price desc limit 1`,
      [city],
    );
    return { owner, member, product: { id: rows[0]!.id, price: Number(rows[0]!.price) } };
  } finally {
    await client.end();
  }
}
