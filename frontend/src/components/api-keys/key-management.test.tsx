import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { KeyCreateDialog, type NewKey } from './key-create-dialog';
import { KeyManagement, type KeyCommands, type ManagedKey } from './key-management';

const KEYS: ManagedKey[] = [
  {
    id: 'k1',
    name: 'Formulário do site',
    keyPreview: 'ak_abcd…wxyz',
    valid: true,
    enabled: true,
    neverExpires: true,
    expiresAt: null,
  },
  {
    id: 'k2',
    name: 'ERP antigo',
    keyPreview: 'ak_efgh…1234',
    valid: false,
    enabled: false,
    neverExpires: false,
    expiresAt: '2026-01-31T23:59:59.000Z',
  },
];

const commandsFor = (): KeyCommands => ({
  setEnabled: vi.fn(async () => ({})),
  rotate: vi.fn(async () => 'ak_nova2222222222222222222222222222'),
  revoke: vi.fn(async () => ({})),
});

function Keys({
  commands,
  canManage,
  onCreate,
}: {
  commands: KeyCommands;
  canManage?: boolean;
  onCreate?: (key: NewKey) => Promise<string>;
}) {
  const query = useQuery({ queryKey: ['chaves'], queryFn: async () => ({ data: KEYS }) });
  return (
    <KeyManagement
      title="Chaves de API"
      tools={onCreate && <KeyCreateDialog kind="organization" title="Nova chave de API" onCreate={onCreate} />}
      query={query}
      empty="Nenhuma chave criada ainda."
      keyHref={(k) => `/chaves/${k.id}`}
      canManage={canManage}
      commands={commands}
      revokeDescription="Integrações que usam esta chave param de funcionar imediatamente."
    />
  );
}

const show = (props: Parameters<typeof Keys>[0]) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <Keys {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr') as HTMLTableRowElement;

describe('the API key block', () => {
  it('lists each key by its preview and validity, never by a secret', async () => {
    show({ commands: commandsFor() });
    const live = await rowOf('Formulário do site');
    expect(within(live).getByText('ak_abcd…wxyz')).toBeInTheDocument();
    expect(within(live).getByText('Válida')).toBeInTheDocument();
    const old = await rowOf('ERP antigo');
    expect(within(old).getByText('Inválida')).toBeInTheDocument();
    expect(within(old).getByText(/^até /)).toBeInTheDocument();
    expect(within(old).getByRole('switch', { name: 'Ativar ERP antigo' })).not.toBeChecked();
  });

  it('asks before rotating, then shows the new key once with a copy button', async () => {
    const commands = commandsFor();
    show({ commands });
    const row = await rowOf('Formulário do site');
    await userEvent.click(within(row).getByRole('button', { name: 'Gerar nova chave para Formulário do site' }));
    const ask = screen.getByRole('dialog', { name: 'Gerar nova chave para Formulário do site?' });
    expect(ask).toHaveTextContent('A chave atual para de funcionar imediatamente.');
    expect(commands.rotate).not.toHaveBeenCalled();
    await userEvent.click(within(ask).getByRole('button', { name: 'Gerar nova chave' }));
    expect(commands.rotate).toHaveBeenCalledWith('k1');
    const shown = await screen.findByRole('dialog', { name: 'Nova chave gerada' });
    expect(within(shown).getByText('ak_nova2222222222222222222222222222')).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: 'Copiar' })).toBeInTheDocument();
    await userEvent.click(within(shown).getByRole('button', { name: 'Concluir' }));
    expect(screen.queryByText('ak_nova2222222222222222222222222222')).not.toBeInTheDocument();
  });

  it('revokes only after a confirmation that says what stops working', async () => {
    const commands = commandsFor();
    show({ commands });
    const row = await rowOf('ERP antigo');
    await userEvent.click(within(row).getByRole('button', { name: 'Excluir ERP antigo' }));
    const ask = screen.getByRole('dialog', { name: 'Excluir ERP antigo?' });
    expect(ask).toHaveTextContent('Integrações que usam esta chave param de funcionar imediatamente.');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    expect(commands.revoke).not.toHaveBeenCalled();
    await userEvent.click(within(row).getByRole('button', { name: 'Excluir ERP antigo' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(commands.revoke).toHaveBeenCalledWith('k2');
  });

  it('switches a key on from the keyboard', async () => {
    const commands = commandsFor();
    show({ commands });
    const row = await rowOf('ERP antigo');
    within(row).getByRole('switch', { name: 'Ativar ERP antigo' }).focus();
    await userEvent.keyboard(' ');
    expect(commands.setEnabled).toHaveBeenCalledWith('k2', true);
  });

  it('is read-only for someone who cannot manage keys', async () => {
    show({ commands: commandsFor(), canManage: false });
    const row = await rowOf('Formulário do site');
    expect(within(row).queryByRole('switch')).not.toBeInTheDocument();
    expect(within(row).getByText('Sim')).toBeInTheDocument();
    expect(within(row).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Ações' })).not.toBeInTheDocument();
  });

  it('creates a key: the description is required in Portuguese, then the whole key is shown once', async () => {
    const onCreate = vi.fn(async () => 'ak_segredo3333333333333333333333333');
    show({ commands: commandsFor(), onCreate });
    await userEvent.click(screen.getByRole('button', { name: 'Nova chave' }));
    const dialog = screen.getByRole('dialog', { name: 'Nova chave de API' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar chave' }));
    expect(await within(dialog).findByText('A descrição é obrigatória')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Descrição')).toHaveAttribute('aria-invalid', 'true');
    expect(onCreate).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Descrição'), 'Site novo{Enter}');
    expect(onCreate).toHaveBeenCalledWith({
      name: '',
      description: 'Site novo',
      supplierId: '',
      neverExpires: true,
      expiresAt: null,
    });
    const shown = await screen.findByRole('dialog', { name: 'Copie sua chave agora' });
    expect(within(shown).getByTestId('new-api-key')).toHaveTextContent('ak_segredo3333333333333333333333333');
    expect(shown).toHaveTextContent('ela não será exibida novamente');
  });

  it('asks the operator for the supplier and a name, and sends the expiry as the end of that day', async () => {
    const onCreate = vi.fn(async () => 'sk_x');
    render(
      <KeyCreateDialog
        kind="supplier"
        title="Nova chave de fornecedor"
        suppliers={[{ value: 's1', label: 'Pescados Mar Aberto' }]}
        onCreate={onCreate}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Nova chave' }));
    const dialog = screen.getByRole('dialog', { name: 'Nova chave de fornecedor' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar chave' }));
    expect(await within(dialog).findByText('Selecione o fornecedor')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Fornecedor' })).toHaveAccessibleDescription(
      'Selecione o fornecedor',
    );
    expect(within(dialog).getByText('Informe o nome da chave')).toBeInTheDocument();
    expect(onCreate).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Fornecedor' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Pescados Mar Aberto' }));
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'ERP da peixaria');
    await userEvent.type(within(dialog).getByLabelText('Expira em (opcional)'), '2027-03-10');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Criar chave' }));
    expect(onCreate).toHaveBeenCalledWith({
      name: 'ERP da peixaria',
      description: null,
      supplierId: 's1',
      neverExpires: false,
      expiresAt: new Date('2027-03-10T23:59:59').toISOString(),
    });
  });
});
