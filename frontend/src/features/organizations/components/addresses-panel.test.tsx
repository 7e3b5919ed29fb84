import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api-client';
import type { CepAnswer } from '../api/cep';
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

/** The CEP lookup as the API answers: a CEP it does not know is "not served" (404). */
const lookupOf = (answers: Record<string, CepAnswer | Error>) =>
  vi.fn(async (cep: string): Promise<CepAnswer> => {
    const answer = answers[cep];
    if (answer instanceof Error) throw answer;
    if (!answer) {
      throw new ApiClientError(404, 'NOT_FOUND', `Ainda não atendemos o CEP ${cep.slice(0, 5)}-${cep.slice(5)}`);
    }
    return answer;
  });

function show(
  props: {
    address?: DeliveryAddress;
    cities?: typeof CITIES;
    refusal?: unknown;
    lookupCep?: (cep: string) => Promise<CepAnswer>;
  } = {},
) {
  const onSave = vi.fn<(fields: AddressFields) => Promise<unknown>>();
  if (props.refusal) onSave.mockRejectedValue(props.refusal);
  else onSave.mockResolvedValue(undefined);
  render(
    <AddressForm
      address={props.address}
      cities={props.cities ?? CITIES}
      onSave={onSave}
      lookupCep={props.lookupCep ?? lookupOf({})}
    />,
  );
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

const PAULISTA: CepAnswer = {
  cep: '01310100',
  city: { id: 'sp', name: 'São Paulo', state: 'SP' },
  street: 'Avenida Paulista',
  district: 'Bela Vista',
  served: true,
};

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
    expect(screen.getByRole('combobox', { name: 'Cidade' })).toHaveValue('São Paulo/SP');
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
    const lookupCep = lookupOf({});
    const { unmount } = render(
      <AddressForm
        cities={{ isPending: true, isError: false }}
        onSave={vi.fn(async () => undefined)}
        lookupCep={lookupCep}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Cidade' })).toHaveAttribute('placeholder', 'Carregando cidades…');
    unmount();
    render(
      <AddressForm
        cities={{ isPending: false, isError: true }}
        onSave={vi.fn(async () => undefined)}
        lookupCep={lookupCep}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Cidade' })).toHaveAttribute(
      'placeholder',
      'Digite para buscar a cidade',
    );
    expect(screen.getByText('Não foi possível carregar as cidades')).toBeInTheDocument();
  });

  it('fills city, street and district from the CEP as its eighth digit is typed', async () => {
    const lookupCep = lookupOf({ '01310100': PAULISTA });
    const onSave = show({ lookupCep });
    await userEvent.type(field('CEP'), '01310-10');
    expect(lookupCep).not.toHaveBeenCalled();
    await userEvent.type(field('CEP'), '0');
    expect(lookupCep).toHaveBeenCalledExactlyOnceWith('01310100');
    await waitFor(() => expect(field('Logradouro')).toHaveValue('Avenida Paulista'));
    expect(field('Bairro')).toHaveValue('Bela Vista');
    expect(screen.getByRole('combobox', { name: 'Cidade' })).toHaveValue('São Paulo/SP');
    expect(field('CEP')).toHaveAccessibleDescription('Cidade, logradouro e bairro preenchidos pelo CEP');
    await userEvent.type(field('Número'), '1000');
    await save();
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ cep: '01310-100', street: 'Avenida Paulista', district: 'Bela Vista', cityId: 'sp' }),
    );
  });

  it('fills the city alone when the lookup knew no street, leaving street and district to type', async () => {
    const lookupCep = lookupOf({
      '01310100': PAULISTA,
      '08011000': { ...PAULISTA, cep: '08011000', street: null, district: null },
    });
    show({ lookupCep });
    await userEvent.type(field('CEP'), '01310100');
    await waitFor(() => expect(field('Logradouro')).toHaveValue('Avenida Paulista'));
    await userEvent.clear(field('CEP'));
    await userEvent.type(field('CEP'), '08011-000');
    // What the last CEP filled goes with it; the city is the new CEP's.
    await waitFor(() => expect(field('Logradouro')).toHaveValue(''));
    expect(field('Bairro')).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Cidade' })).toHaveValue('São Paulo/SP');
    expect(field('CEP')).toHaveAccessibleDescription('Cidade preenchida pelo CEP; digite o logradouro e o bairro');
  });

  it('keeps a street the person typed when the CEP brings none', async () => {
    const lookupCep = lookupOf({ '08011000': { ...PAULISTA, cep: '08011000', street: null, district: null } });
    show({ lookupCep });
    await userEvent.type(field('Logradouro'), 'Rua Tuiuti');
    await userEvent.type(field('CEP'), '08011000');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Cidade' })).toHaveValue('São Paulo/SP'));
    expect(field('Logradouro')).toHaveValue('Rua Tuiuti');
  });

  it('says a CEP outside the cities served is not served yet', async () => {
    show({ lookupCep: lookupOf({}) });
    await userEvent.type(field('CEP'), '69005-010');
    await waitFor(() => expect(field('CEP')).toHaveAccessibleDescription('Ainda não atendemos o CEP 69005-010'));
    expect(field('CEP')).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets the city be searched among the cities served, by keyboard', async () => {
    const onSave = show();
    const city = screen.getByRole('combobox', { name: 'Cidade' });
    await userEvent.type(city, 'campi');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Campinas/SP']);
    await userEvent.clear(city);
    await userEvent.type(city, 'sao');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['São Paulo/SP']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(city).toHaveValue('São Paulo/SP');
    expect(city).toHaveAttribute('aria-expanded', 'false');
    await userEvent.clear(city);
    await userEvent.type(city, 'manaus');
    expect(screen.getByText('Nenhum resultado para “manaus”.')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    // A search left unchosen keeps the city chosen before.
    expect(city).toHaveValue('São Paulo/SP');
    await fillAddress();
    await save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ cityId: 'sp' }));
  });
});
