import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { VerifyEmailStatus } from './verify-email-status';

// The confirmation itself is the API's: here it has just answered yes.
vi.mock('../api/verify-email', () => ({
  useVerifyEmail: () => ({
    mutate: vi.fn(),
    isPending: false,
    isIdle: false,
    isError: false,
    data: { message: 'E-mail verificado com sucesso' },
  }),
}));

describe('after the address is confirmed', () => {
  it('continues to the invitation the person signed up for, not to "Crie sua organização"', () => {
    renderWithProviders(<VerifyEmailStatus token="abc" next="/app/organization/convite-1" />);
    expect(screen.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/app/organization/convite-1');
  });

  it("a supplier's salesperson continues to the supplier's invitation", () => {
    renderWithProviders(<VerifyEmailStatus token="abc" next="/fornecedor/convite/convite-2" />);
    expect(screen.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/fornecedor/convite/convite-2');
  });

  it('without an invitation (or with a way back off the app) continues to creating an organization', () => {
    renderWithProviders(<VerifyEmailStatus token="abc" next="//golpe.example/app" />);
    expect(screen.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/get-started');
  });

  it('does not follow a way back that the browser would read as another site (a tab inside: "/\t/golpe")', () => {
    renderWithProviders(<VerifyEmailStatus token="abc" next={'/\t/golpe.example'} />);
    expect(screen.getByRole('link', { name: 'Continuar' })).toHaveAttribute('href', '/get-started');
  });
});
