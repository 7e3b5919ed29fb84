import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, testQueryClient } from '@/test/render';
import { auditLogQueryOptions, type AuditPage } from '../api/audit-log';
import { AuditLogPanel } from './audit-log-panel';

/** The filters act on the log and on its CSV: the link shows what was applied, with no server asked. */
const exportLink = () => screen.getByRole('link', { name: 'Exportar CSV' });
const filter = () => userEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
async function pick(label: string, day: string) {
  await userEvent.clear(screen.getByLabelText(label));
  await userEvent.type(screen.getByLabelText(label), day);
}

describe('the audit log filters', () => {
  it('refuse a period that starts after it ends, and apply nothing', async () => {
    renderWithProviders(<AuditLogPanel scope="organization" />);
    await pick('De', '2026-03-10');
    await pick('Até', '2026-03-01');
    await filter();
    expect(screen.getByLabelText('De')).toHaveAccessibleDescription('O início deve ser antes do fim');
    expect(screen.getByLabelText('De')).toHaveAttribute('aria-invalid', 'true');
    expect(exportLink()).toHaveAttribute('href', '/api/v1/audit-log/export');
  });

  it('apply a period once it is in order, and forget the error', async () => {
    renderWithProviders(<AuditLogPanel scope="organization" />);
    await pick('De', '2026-03-10');
    await pick('Até', '2026-03-01');
    await filter();
    await pick('Até', '2026-03-10');
    await filter();
    expect(screen.getByLabelText('De')).not.toHaveAttribute('aria-invalid');
    expect(exportLink()).toHaveAttribute('href', '/api/v1/audit-log/export?from=2026-03-10&to=2026-03-10');
  });

  it('take an open period, from a day on or up to a day', async () => {
    renderWithProviders(<AuditLogPanel scope="platform" />);
    await pick('Até', '2026-03-01');
    await filter();
    expect(screen.getByLabelText('De')).not.toHaveAttribute('aria-invalid');
    expect(exportLink()).toHaveAttribute('href', '/api/v1/audit-log/platform/export?to=2026-03-01');
  });
});

describe('the audit log in words', () => {
  const entry = (seq: number, action: string, actionLabel: string, changes: Record<string, unknown>) => ({
    id: `00000000-0000-4000-8000-00000000000${seq}`,
    seq,
    createdAt: '2026-12-01T12:00:00.000Z',
    action,
    actionLabel,
    actor: { type: 'user', id: null, label: 'Dona <dona@exemplo.com.br>' },
    target: { type: 'user', id: null, label: 'dona@exemplo.com.br' },
    changes,
    ip: null,
    userAgent: null,
    hashPrefix: '0123456789abcdef',
  });

  it('says how someone signed in and what the log keeps on each plan, in Portuguese', () => {
    const page = {
      data: [
        entry(1, 'auth.sign_in', 'Entrou', { method: { after: 'credentials' } }),
        entry(2, 'auth.sign_in_failed', 'Falha ao entrar', { method: { after: 'google' } }),
      ],
      nextCursor: null,
    } as AuditPage;
    const queryClient = testQueryClient();
    queryClient.setQueryData(auditLogQueryOptions('organization', {}, null).queryKey, page);
    renderWithProviders(<AuditLogPanel scope="organization" />, { queryClient });
    expect(screen.getAllByText(/: e-mail e senha$/).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/: Google$/).length).toBeGreaterThan(0);
    expect(screen.queryByText(/credentials/)).not.toBeInTheDocument();
    expect(screen.getByText(/Gratuito guarda 90 dias; Pro, 2 anos/)).toBeInTheDocument();
    expect(screen.queryByText(/Free guarda/)).not.toBeInTheDocument();
  });
});
