import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import GetStartedPage from './get-started';

const state = vi.hoisted(() => ({
  organization: [] as { id: string }[],
  supplier: [] as { id: string }[],
}));
const answered = <T,>(data: T) => ({ data, isPending: false, isSuccess: true, isError: false });

vi.mock('@/features/identity/api/get-session', () => ({
  useSession: () => answered({ user: { name: 'Chef Rui' }, session: {} }),
}));
vi.mock('@/features/organizations/api/invitation', () => ({
  useMyInvitations: () => answered({ data: state.organization }),
}));
vi.mock('@/features/supplier-portal/api/portal', () => ({
  useMySupplierInvitations: () => answered({ data: state.supplier }),
}));
vi.mock('@/features/organizations/components/create-organization-form', () => ({
  CreateOrganizationForm: () => <form aria-label="Criar organização" />,
}));

function open() {
  renderWithProviders(
    <Routes>
      <Route path="/get-started" element={<GetStartedPage />} />
      <Route path="/app/organization/:id" element={<p>Convite da organização</p>} />
      <Route path="/fornecedor/convite/:id" element={<p>Convite do fornecedor</p>} />
    </Routes>,
    { route: '/get-started' },
  );
}

describe('the page after sign-up', () => {
  it('opens the invitation waiting for the person instead of "Crie sua organização"', () => {
    state.organization = [{ id: 'convite-1' }];
    state.supplier = [];
    open();
    expect(screen.getByText('Convite da organização')).toBeInTheDocument();
    expect(screen.queryByText('Crie sua organização')).not.toBeInTheDocument();
  });

  it("opens a supplier's invitation for an invited salesperson", () => {
    state.organization = [];
    state.supplier = [{ id: 'convite-2' }];
    open();
    expect(screen.getByText('Convite do fornecedor')).toBeInTheDocument();
  });

  it('asks for the organization when nobody invited the person', () => {
    state.organization = [];
    state.supplier = [];
    open();
    expect(screen.getByText('Crie sua organização')).toBeInTheDocument();
  });
});
