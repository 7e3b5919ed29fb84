import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
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
