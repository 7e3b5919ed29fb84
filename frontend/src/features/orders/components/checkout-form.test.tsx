import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { CheckoutForm, type CheckoutGroup } from './checkout-form';

const group = (supplierId: string, name: string, extra: Partial<CheckoutGroup> = {}): CheckoutGroup => ({
  supplierId,
  name,
  subtotal: 100,
  missingForMinimum: 0,
  leadTimeDays: 2,
  earliestDeliveryDate: '2026-12-02',
  deliveryWeekdays: [2, 4],
  orderCutoff: '14:00',
  paymentTerms: ['28 dias', 'À vista'],
  cityIds: [],
  warnings: [],
  ...extra,
});

const DAIRY = group('dairy', 'Laticínios Serra Azul', { subtotal: 240, cityIds: ['sp'] });
const PRODUCE = group('produce', 'Hortifruti Sol', { subtotal: 80.5 });

const ADDRESSES = [
  {
    id: 'kitchen',
    label: 'Cozinha central — São Paulo/SP',
    detail: 'Avenida Paulista, 1000 · Bela Vista · São Paulo/SP · CEP 01310-100',
    isDefault: true,
    city: { id: 'sp', name: 'São Paulo' },
  },
  {
    id: 'branch',
    label: 'Filial — Campinas/SP',
    detail: 'Rua Barão de Jaguara, 900 · Centro · Campinas/SP · CEP 13015-001',
    isDefault: false,
    city: { id: 'cps', name: 'Campinas' },
  },
];

function show(props: { groups?: CheckoutGroup[]; addresses?: typeof ADDRESSES; approvedAtCreation?: boolean } = {}) {
  const groups = props.groups ?? [DAIRY, PRODUCE];
  const onPlaced = vi.fn();
  renderWithProviders(
    <CheckoutForm
      groups={groups}
      total={groups.reduce((sum, g) => sum + g.subtotal, 0)}
      addresses={props.addresses ?? ADDRESSES}
      linesOf={() => null}
      onPlaced={onPlaced}
      approvedAtCreation={props.approvedAtCreation}
    />,
  );
  return onPlaced;
}

const address = () => screen.getByRole('combobox', { name: 'Endereço de entrega' });
const sendButton = () => screen.getByRole('button', { name: 'Enviar pedido para aprovação' });

async function chooseAddress(label: string) {
  await userEvent.click(address());
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

describe('the checkout', () => {
  // The owner's own order is approved at creation (#52, decision 0055): the button does not promise an approval.
  it('tells the owner that her order goes straight to the suppliers', () => {
    show({ approvedAtCreation: true });
    expect(screen.getByRole('button', { name: 'Enviar pedido aos fornecedores' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Enviar pedido para aprovação' })).not.toBeInTheDocument();
    expect(screen.getByText('Pedido do dono: aprovado na criação, segue direto aos fornecedores.')).toBeInTheDocument();
  });

  it('sends everyone else’s order for approval', () => {
    show();
    expect(sendButton()).toBeEnabled();
    expect(screen.queryByText(/aprovado na criação/)).not.toBeInTheDocument();
  });

  it('starts on the default address and says where it is', () => {
    show();
    expect(address()).toHaveTextContent('Cozinha central — São Paulo/SP');
    expect(screen.getByText('Avenida Paulista, 1000 · Bela Vista · São Paulo/SP · CEP 01310-100')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says at once which supplier does not deliver to the address chosen, and forgets it on a served one', async () => {
    show();
    await chooseAddress('Filial — Campinas/SP');
    // Hortifruti Sol declared no cities: nothing to say about it.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Laticínios Serra Azul não entrega em Campinas: escolha outro endereço',
    );
    await chooseAddress('Cozinha central — São Paulo/SP');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('names every supplier that does not serve the city', async () => {
    show({ groups: [DAIRY, { ...PRODUCE, cityIds: ['sp'] }] });
    await chooseAddress('Filial — Campinas/SP');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Laticínios Serra Azul, Hortifruti Sol não entregam em Campinas: escolha outro endereço',
    );
  });

  it('keeps a supplier below its minimum in the cart, says who goes now and totals only those', () => {
    show({ groups: [DAIRY, { ...PRODUCE, missingForMinimum: 19.5 }] });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Hortifruti Sol (faltam R$ 19,50 para o mínimo) fica no carrinho; Laticínios Serra Azul segue agora.',
    );
    expect(screen.getByText(/^Total/)).toHaveTextContent('Total R$ 240,00');
    expect(sendButton()).toBeEnabled();
  });

  it('sends nothing while no supplier reaches its minimum', () => {
    show({ groups: [{ ...DAIRY, missingForMinimum: 10 }] });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Complete o pedido mínimo de Laticínios Serra Azul no carrinho para enviar.',
    );
    expect(sendButton()).toBeDisabled();
  });

  it('asks for a delivery address first when the organization has none', () => {
    show({ addresses: [] });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Cadastre um endereço de entrega para enviar o pedido');
    expect(within(alert).getByRole('link', { name: 'Cadastrar endereço' })).toHaveAttribute(
      'href',
      '/app/settings/organization/addresses',
    );
    expect(sendButton()).toBeDisabled();
  });

  it('offers each supplier’s delivery dates from its lead time', () => {
    show();
    const [date] = screen.getAllByLabelText('Entrega desejada (opcional)');
    expect(date).toHaveAttribute('min', '2026-12-02');
    expect(date).toHaveAccessibleDescription(
      'A partir de 02/12/2026 (prazo de 2 dias; entrega ter e qui; pedidos até 14:00)',
    );
  });

  describe('sent again', () => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    const ORDER = { id: 'pedido-1042', number: 1042, status: 'PENDING', total_amount: 320.5 };

    /** The API at the HTTP boundary: each checkout gets the next answer (a thrown error: no answer came). */
    function apiAnswers(...answers: (() => Response)[]) {
      const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => answers.shift()!());
      vi.stubGlobal('fetch', fetch);
      return {
        keys: () => fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key')),
      };
    }
    async function submit() {
      await userEvent.click(sendButton());
      await waitFor(() => expect(sendButton()).toBeEnabled());
    }

    it('sends an order nobody described: the description is optional and none goes with it', async () => {
      const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => json(201, ORDER));
      vi.stubGlobal('fetch', fetch);
      const onPlaced = show();
      await submit();
      await waitFor(() => expect(onPlaced).toHaveBeenCalledWith('pedido-1042'));
      const body = JSON.parse(String(fetch.mock.calls[0]![1]!.body)) as Record<string, unknown>;
      expect(body).not.toHaveProperty('description');
    });

    it('sends the same Idempotency-Key when the first answer never came, and shows that order', async () => {
      const api = apiAnswers(
        () => {
          throw new TypeError('Failed to fetch');
        },
        () => json(201, ORDER),
      );
      const onPlaced = show();
      await userEvent.type(screen.getByLabelText('Descrição do pedido (opcional)'), 'Compra da semana');
      await submit();
      expect(
        await screen.findByText('Sem conexão com o servidor. Verifique sua internet e tente novamente.'),
      ).toBeInTheDocument();
      expect(onPlaced).not.toHaveBeenCalled();
      await submit();
      await waitFor(() => expect(onPlaced).toHaveBeenCalledWith('pedido-1042'));
      const [first, second] = api.keys();
      expect(first).toMatch(/^[0-9a-f]{32}$/);
      expect(second).toBe(first);
    });

    it('sends a new key after a refusal, which the server keeps with the key it came with', async () => {
      const api = apiAnswers(
        () => json(400, { error: { code: 'VALIDATION_ERROR', message: 'Hortifruti Sol não aceita "28 dias"' } }),
        () => json(201, ORDER),
      );
      const onPlaced = show();
      await userEvent.type(screen.getByLabelText('Descrição do pedido (opcional)'), 'Compra da semana');
      await submit();
      expect(await screen.findByText('Hortifruti Sol não aceita "28 dias"')).toBeInTheDocument();
      await submit();
      await waitFor(() => expect(onPlaced).toHaveBeenCalledWith('pedido-1042'));
      const [first, second] = api.keys();
      expect(second).toMatch(/^[0-9a-f]{32}$/);
      expect(second).not.toBe(first);
    });
  });
});
