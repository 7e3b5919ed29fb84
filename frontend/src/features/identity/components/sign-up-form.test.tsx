import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SignUpInput } from '@api/identity/auth.schemas';
import { ApiClientError } from '@/lib/api-client';
import { SignUpFields } from './sign-up-form';

const CONFIRM = 'Conta criada com sucesso! Verifique seu e-mail para ativar a conta.';

function show({ email = '', refusal }: { email?: string; refusal?: unknown } = {}) {
  const onSignUp = vi.fn<(values: SignUpInput) => Promise<{ message: string }>>();
  if (refusal) onSignUp.mockRejectedValue(refusal);
  else onSignUp.mockResolvedValue({ message: CONFIRM });
  render(<SignUpFields email={email} onSignUp={onSignUp} />);
  return onSignUp;
}

const field = (label: string) => screen.getByLabelText(label);
const create = () => userEvent.click(screen.getByRole('button', { name: 'Criar conta' }));

async function fill(name: string, email: string, password: string) {
  await userEvent.type(field('Nome'), name);
  await userEvent.type(field('E-mail'), email);
  await userEvent.type(field('Senha'), password);
}

describe('the sign-up form', () => {
  it('names every problem at once, in Portuguese, and creates nothing', async () => {
    const onSignUp = show();
    expect(field('Senha')).toHaveAccessibleDescription('Pelo menos 8 caracteres');
    await userEvent.type(field('Nome'), 'A');
    await userEvent.type(field('E-mail'), 'ana@');
    await userEvent.type(field('Senha'), 'curta');
    await create();
    expect(field('Nome')).toHaveAccessibleDescription('O nome deve ter pelo menos 2 caracteres');
    expect(field('E-mail')).toHaveAccessibleDescription('Por favor, insira um e-mail válido');
    expect(field('Senha')).toHaveAccessibleDescription('A senha deve ter pelo menos 8 caracteres');
    expect(onSignUp).not.toHaveBeenCalled();
  });

  it('refuses a password longer than 72 bytes, where an accented letter takes two', async () => {
    const onSignUp = show();
    await fill('Ana Souza', 'ana@padaria.com', 'ç'.repeat(37));
    await create();
    expect(field('Senha')).toHaveAccessibleDescription('A senha deve ter no máximo 72 bytes');
    await userEvent.clear(field('Senha'));
    await userEvent.type(field('Senha'), 'ç'.repeat(36));
    await create();
    expect(onSignUp).toHaveBeenCalledTimes(1);
  });

  it('sends the name trimmed and the e-mail in lower case, then shows the API’s answer in place of the form', async () => {
    const onSignUp = show();
    await fill('  Ana Souza ', 'Ana@Padaria.COM', 'senha-forte-1');
    await create();
    expect(onSignUp).toHaveBeenCalledWith({ name: 'Ana Souza', email: 'ana@padaria.com', password: 'senha-forte-1' });
    expect(await screen.findByRole('status')).toHaveTextContent(CONFIRM);
    expect(screen.queryByRole('form', { name: 'Criar conta' })).not.toBeInTheDocument();
  });

  it('starts with the invited address', () => {
    show({ email: 'convidada@padaria.com' });
    expect(field('E-mail')).toHaveValue('convidada@padaria.com');
    expect(field('Nome')).toHaveValue('');
  });

  it('puts the API’s refusal on the field it names, and keeps what was typed', async () => {
    show({
      refusal: new ApiClientError(409, 'CONFLICT', 'E-mail já cadastrado', [
        { path: 'email', message: 'Já existe uma conta com este e-mail' },
      ]),
    });
    await fill('Ana Souza', 'ana@padaria.com', 'senha-forte-1');
    await create();
    expect(field('E-mail')).toHaveAccessibleDescription('Já existe uma conta com este e-mail');
    expect(field('E-mail')).toHaveValue('ana@padaria.com');
    expect(screen.queryByText('E-mail já cadastrado')).not.toBeInTheDocument();
  });

  it('says above the form a failure that names no field', async () => {
    show({ refusal: new TypeError('Failed to fetch') });
    await fill('Ana Souza', 'ana@padaria.com', 'senha-forte-1');
    await create();
    expect(screen.getByRole('form', { name: 'Criar conta' })).toContainElement(
      await screen.findByText('Algo deu errado. Tente novamente.'),
    );
  });
});

describe('signing up from an invitation', () => {
  it('sends the invitation as the way back, so the confirmation e-mail leads to it', async () => {
    const onSignUp = vi.fn<(values: SignUpInput) => Promise<{ message: string }>>().mockResolvedValue({
      message: CONFIRM,
    });
    render(<SignUpFields email="chef@restaurante.com" callbackURL="/app/organization/convite-1" onSignUp={onSignUp} />);
    expect(field('E-mail')).toHaveValue('chef@restaurante.com');
    await userEvent.type(field('Nome'), 'Chef Rui');
    await userEvent.type(field('Senha'), 'senha-do-chef');
    await create();
    expect(onSignUp).toHaveBeenCalledWith({
      name: 'Chef Rui',
      email: 'chef@restaurante.com',
      password: 'senha-do-chef',
      callbackURL: '/app/organization/convite-1',
    });
  });
});
