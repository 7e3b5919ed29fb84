import { screen, within } from '@testing-library/react';
import type { Window as HappyWindow } from 'happy-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { organizationsKeys } from '@/lib/query-keys/organizations';
import { renderWithProviders, testQueryClient } from '@/test/render';
import type { MemberPage } from '../api/members';
import { MembersPanel } from './members-panel';

const member = (id: string, name: string, role: 'owner' | 'admin' | 'member') => ({
  id,
  role,
  joinedAt: '2026-11-02T13:00:00.000Z',
  user: { id: `user-${id}`, name, email: `${id}.com-um-endereco-bem-comprido@restaurante-sabor-da-terra.com.br` },
});
const PAGE = {
  data: [member('ana', 'Ana Dono', 'owner'), member('bia', 'Bia Cozinha', 'member')],
  pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
} as unknown as MemberPage;

function atWidth(width: number) {
  // happy-dom's own window: it answers media queries from this viewport.
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height: 800 });
}
afterEach(() => atWidth(1024));

function showMembers() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(organizationsKeys.members({ page: 1, search: '' }), PAGE);
  return renderWithProviders(<MembersPanel canManage currentUserId="user-ana" />, { queryClient });
}

describe('the members list', () => {
  // A five-column table with long e-mails, a role picker and "Remover" clipped at 390 px (#52): on a
  // phone each person is a card, as every list screen is.
  it('is one card per person on a phone, with the role picker and "Remover" inside it', () => {
    atWidth(390);
    showMembers();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: 'Membros' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent('Bia Cozinha');
    expect(within(cards[1]!).getByLabelText('Papel de Bia Cozinha')).toBeInTheDocument();
    expect(within(cards[1]!).getByRole('button', { name: 'Remover Bia Cozinha' })).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Proprietário')).toBeInTheDocument();
    expect(within(cards[0]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('is a table from 768 px up', () => {
    atWidth(1024);
    showMembers();
    const table = screen.getByRole('table', { name: 'Membros' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByRole('columnheader', { name: 'E-mail' })).toBeInTheDocument();
  });
});
