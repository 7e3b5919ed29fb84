import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api-client';
import { renderWithProviders } from '@/test/render';
import type { SupplierSignedUp } from '../api/supplier-sign-up';
import { SupplierSignUpForm } from './supplier-sign-up-form';

const ANSWER: SupplierSignedUp = {
  message: 'Conta criada!',
  user: { id: crypto.randomUUID(), name: 'Joaquim', email: 'joaquim@boasafra.dev', email_verified: true },
  supplier: {
    id: crypto.randomUUID(),
    name: 'Hortifrúti Boa Safra',
    cnpj: '11222333000181',
    cnpj_formatted: '11.222.333/0001-81',
    listed: false,
  },
  claimed: true,
  session_started: true,
};

async function fill() {
  await userEvent.type(screen.getByLabelText('Nome da empresa'), 'Hortifrúti Boa Safra');
  await userEvent.type(screen.getByLabelText('CNPJ'), '11.222.333/0001-81');
  await userEvent.type(screen.getByLabelText('Seu nome'), 'Joaquim Souza');
  await userEvent.type(screen.getByLabelText('E-mail'), 'Joaquim@BoaSafra.dev');
  await userEvent.type(screen.getByLabelText('Senha'), 'senha-forte-1');
}

describe('the supplier’s sign-up form', () => {
  it('checks the CNPJ and the password before sending', async () => {
    const onSignUp = vi.fn();
    renderWithProviders(<SupplierSignUpForm onSignUp={onSignUp} onDone={vi.fn()} />);
    await userEvent.type(screen.getByLabelText('CNPJ'), '11.222.333/0001-00');
    await userEvent.type(screen.getByLabelText('Senha'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Criar minha conta de fornecedor' }));
    expect(await screen.findByText('CNPJ inválido')).toBeInTheDocument();
    expect(screen.getByText('A senha deve ter pelo menos 8 caracteres')).toBeInTheDocument();
    expect(onSignUp).not.toHaveBeenCalled();
  });

  it('sends the link’s token with the company and the person, and says the API’s refusal', async () => {
    const onSignUp = vi
      .fn()
      .mockRejectedValueOnce(
        new ApiClientError(409, 'CONFLICT', 'Este e-mail não é o que seus clientes usam para este CNPJ.', []),
      )
      .mockResolvedValueOnce(ANSWER);
    const onDone = vi.fn();
    renderWithProviders(<SupplierSignUpForm token="o-token" onSignUp={onSignUp} onDone={onDone} />);
    expect(screen.getByText('O mesmo e-mail em que você recebeu o link do cliente')).toBeInTheDocument();
    await fill();
    await userEvent.click(screen.getByRole('button', { name: 'Criar minha conta de fornecedor' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este e-mail não é o que seus clientes usam');
    await userEvent.click(screen.getByRole('button', { name: 'Criar minha conta de fornecedor' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledWith(ANSWER));
    expect(onSignUp).toHaveBeenLastCalledWith({
      name: 'Joaquim Souza',
      email: 'joaquim@boasafra.dev',
      password: 'senha-forte-1',
      company_name: 'Hortifrúti Boa Safra',
      cnpj: '11222333000181',
      token: 'o-token',
    });
  });
});
