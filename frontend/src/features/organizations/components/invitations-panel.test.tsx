import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api-error';
import { renderWithProviders } from '@/test/render';
import { InvitationsPanel } from './invitations-panel';

const LIMIT = 'Limite do plano atingido: 1 pessoa. Para convidar mais gente, assine o Pro na página de planos.';

// Inviting is refused by the plan: the API's answer, as the client raises it.
vi.mock('../api/invitations', () => ({
  usePendingInvitations: () => ({ data: [], isPending: false, isError: false, status: 'success' }),
  useCancelInvitation: () => ({ mutateAsync: vi.fn() }),
  useInvite: () => ({
    mutateAsync: vi.fn().mockRejectedValue(new ApiClientError(403, 'PLAN_QUOTA_EXCEEDED', LIMIT)),
  }),
}));

describe('inviting past the plan', () => {
  it('says the limit in plain Portuguese and links to the plans page', async () => {
    renderWithProviders(<InvitationsPanel />);
    await userEvent.click(screen.getByRole('button', { name: 'Convidar' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('E-mail'), 'chef@restaurante.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar convite' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(LIMIT);
    expect(within(dialog).getByRole('link', { name: 'Ver os planos' })).toHaveAttribute('href', '/app/upgrade');
    expect(dialog).not.toHaveTextContent(/upgrade/i);
  });
});
