import { leads, submissions } from '../../db/schema/crm';
import type { Tx } from '../platform/db';

const NAMES = [
  'Ana Ribeiro',
  'Bruno Carvalho',
  'Carla Mendes',
  'Diego Santos',
  'Elisa Rocha',
  'Fábio Lima',
  'Gabriela Souza',
  'Henrique Alves',
  'Isabela Costa',
  'João Pereira',
];
const SOURCES = ['site', 'instagram', 'whatsapp', 'indicacao'];
const DAY_MS = 24 * 60 * 60 * 1000;

/** 10 demo leads over the last 7 days, each with 0–3 submissions (section 9). */
export async function insertDemoLeads(tx: Tx, organizationId: string, now = new Date()) {
  const rows = await tx
    .insert(leads)
    .values(
      NAMES.map((name, i) => ({
        organizationId,
        name,
        email: `${name
          .toLowerCase()
          .normalize('NFD')
          .replace(/[\u0300-\u036f]/g, '')
          .replace(' ', '.')}@exemplo.com.br`,
        phone: `(11) 9${String(8000_0000 + i * 1234567).slice(0, 4)}-${String(1000 + i * 731).slice(0, 4)}`,
        metadata: { demo: true },
        createdAt: new Date(now.getTime() - (i % 7) * DAY_MS - i * 3_600_000),
      })),
    )
    .returning({ id: leads.id, createdAt: leads.createdAt });
  const demoSubmissions = rows.flatMap((lead, i) =>
    Array.from({ length: i % 4 }, (_, j) => ({
      leadId: lead.id,
      organizationId,
      metadata: {
        source: SOURCES[(i + j) % SOURCES.length],
        data: { mensagem: 'Quero receber o catálogo de fornecedores.' },
        demo: true,
      },
      createdAt: new Date(lead.createdAt.getTime() + (j + 1) * 600_000),
    })),
  );
  if (demoSubmissions.length > 0) await tx.insert(submissions).values(demoSubmissions);
}
