import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { InvitationCard } from './invitation-card';

const invitation = (trialEndsAt: string | null) => ({
  id: 'convite-1',
  email: 'chef@restaurante.com',
  role: 'member',
  status: 'pending',
  expired: false,
  expiresAt: '2026-12-14T15:00:00.000Z',
  createdAt: '2026-12-07T15:00:00.000Z',
  organization: { id: 'org-1', name: 'Restaurante Primeira Hora', slug: 'primeira-hora', logo: null },
  inviter: { id: 'u-1', name: 'Marta' },
  trialEndsAt,
});
let shown = invitation('2026-12-10T15:00:00.000Z');
vi.mock('../api/invitation', () => ({
  useInvitation: () => ({ data: shown, isPending: false, isError: false }),
  useAnswerInvitation: () => ({ mutate: vi.fn(), isPending: false }),
}));

describe('an invitation from an organization trying Pro', () => {
  it('tells the invited person, before accepting, when their access would end', () => {
    renderWithProviders(<InvitationCard id="convite-1" />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Restaurante Primeira Hora está testando o plano Pro até 10/12/2026',
    );
    expect(screen.getByRole('note')).toHaveTextContent('você deixa de ter acesso a ela nesse dia');
    expect(screen.getByRole('button', { name: 'Aceitar convite' })).toBeInTheDocument();
  });

  it('says nothing of a trial on a paid plan', () => {
    shown = invitation(null);
    renderWithProviders(<InvitationCard id="convite-1" />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
