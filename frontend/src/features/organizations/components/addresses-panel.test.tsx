import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api-client';
import type { DeliveryAddress, PlatformCity } from '../api/delivery-addresses';
import { AddressForm, type AddressFields } from './addresses-panel';

const city = (id: string, name: string, state: string): PlatformCity => ({
  id,
  name,
  state,
  country: 'BR',
  isActive: true,
});
const CITIES = {
  data: [city('sp', 'São Paulo', 'SP'), city('cps', 'Campinas', 'SP')],
  isPending: false,
  isError: false,
};

const SAVED: DeliveryAddress = {
  id: 'address-1',
  label: 'Cozinha central',
  cep: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Loja 2',
  district: 'Bela Vista',
  city: { id: 'sp', name: 'São Paulo', state: 'SP' },
  isDefault: true,
  createdAt: '2026-11-01T12:00:00.000Z',
  updatedAt: '2026-11-01T12:00:00.000Z',
};

function show(props: { address?: DeliveryAddress; cities?: typeof CITIES; refusal?: unknown } = {}) {
  const onSave = vi.fn<(fields: AddressFields) => Promise<unknown>>();
  if (props.refusal) onSave.mockRejectedValue(props.refusal);
  else onSave.mockResolvedValue(undefined);
  render(<AddressForm address={props.address} cities={props.cities ?? CITIES} onSave={onSave} />);
  return onSave;
}

const field = (label: string) => screen.getByLabelText(label);
const save = () => userEvent.click(screen.getByRole('button', { name: 'Salvar endereço' }));

async function fillAddress({ cep = '01310-100' } = {}) {
  await userEvent.type(field('CEP'), cep);
  await userEvent.type(field('Logradouro'), ' Avenida Paulista ');
  await userEvent.type(field('Número'), '1000');
  await userEvent.type(field('Bairro'), 'Bela Vista');
  await userEvent.click(screen.getByRole('combobox', { name: 'Cidade' }));
  await userEvent.click(await screen.findByRole('option', { name: 'São Paulo/SP' }));
}

describe('the delivery address form', () => {
  it('names every missing field at once, in Portuguese, and saves nothing', async () => {
    const onSave = show();
    await save();
    expect(field('CEP')).toHaveAccessibleDescription('CEP deve ter 8 dígitos');
    expect(field('Logradouro')).toHaveAccessibleDescription('Logradouro é obrigatório');
    expect(field('Número')).toHaveAccessibleDescription('Número é obrigatório (use "s/n" se não houver)');
    expect(field('Bairro')).toHaveAccessibleDescription('Bairro é obrigatório');
    expect(screen.getByText('Cidade é obrigatória')).toBeInTheDocument();
    expect(field('Apelido (opcional)')).not.toHaveAttribute('aria-invalid');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('takes a CEP with or without its hyphen and dots, and nothing but eight digits', async () => {
    const onSave = show();
    await fillAddress({ cep: '01310-10' });
    await save();
    expect(field('CEP')).toHaveAccessibleDescription('CEP deve ter 8 dígitos');
    await userEvent.clear(field('CEP'));
    await userEvent.type(field('CEP'), '0131O-100');
    await save();
    expect(field('CEP')).toHaveAccessibleDescription('CEP deve ter 8 dígitos');
    expect(onSave).not.toHaveBeenCalled();
    for (const cep of ['01.310-100', '01310100']) {
      await userEvent.clear(field('CEP'));
      await userEvent.type(field('CEP'), cep);
      await save();
      expect(field('CEP')).not.toHaveAttribute('aria-invalid');
      expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ cep }));
    }
  });

  it('sends the address trimmed, with the empty optional fields as null', async () => {
    const onSave = show();
    await fillAddress();
    await save();
    expect(onSave).toHaveBeenCalledWith({
      label: null,
      cep: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: null,
      district: 'Bela Vista',
      cityId: 'sp',
    });
  });

  it('starts from the saved address when editing it', async () => {
    const onSave = show({ address: SAVED });
    expect(field('CEP')).toHaveValue('01310-100');
    expect(field('Apelido (opcional)')).toHaveValue('Cozinha central');
    expect(screen.getByRole('combobox', { name: 'Cidade' })).toHaveTextContent('São Paulo/SP');
    await userEvent.clear(field('Complemento (opcional)'));
    await save();
    expect(onSave).toHaveBeenCalledWith({
      label: 'Cozinha central',
      cep: '01310-100',
      street: 'Avenida Paulista',
      number: '1000',
      complement: null,
      district: 'Bela Vista',
      cityId: 'sp',
    });
  });

  it('puts the API’s refusal on the field it names', async () => {
    show({
      address: SAVED,
      refusal: new ApiClientError(400, 'VALIDATION_ERROR', 'Dados inválidos', [
        { path: 'cep', message: 'CEP não encontrado nos Correios' },
      ]),
    });
    await save();
    expect(field('CEP')).toHaveAccessibleDescription('CEP não encontrado nos Correios');
    expect(field('CEP')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says above the form a refusal that names no field', async () => {
    show({
      address: SAVED,
      refusal: new ApiClientError(400, 'VALIDATION_ERROR', 'Cidade não atendida pela plataforma'),
    });
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Cidade não atendida pela plataforma');
  });

  it('says when the cities are still loading, or could not be loaded', () => {
    const { unmount } = render(
      <AddressForm cities={{ isPending: true, isError: false }} onSave={vi.fn(async () => undefined)} />,
    );
    expect(screen.getByRole('combobox', { name: 'Cidade' })).toHaveTextContent('Carregando cidades…');
    unmount();
    render(<AddressForm cities={{ isPending: false, isError: true }} onSave={vi.fn(async () => undefined)} />);
    expect(screen.getByRole('combobox', { name: 'Cidade' })).toHaveTextContent('Selecione a cidade');
    expect(screen.getByText('Não foi possível carregar as cidades')).toBeInTheDocument();
  });
});
