import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api-client';
import { orderAnswerKeys } from '@/lib/query-keys/order-answer';
import { renderWithProviders, testQueryClient } from '@/test/render';
import type { LinkOrder } from '../api/order-link';
import { OrderLinkScreen } from './order-link-screen';

const line = (over: Partial<LinkOrder['lines'][number]>): LinkOrder['lines'][number] => ({
  id: 'l1',
  productId: null,
  productName: 'Tomate italiano',
  unit: 'kg',
  quantity: 5,
  unitPrice: 8,
  totalPrice: 40,
  status: 'PENDING',
  acceptedQuantity: null,
  refusalReason: null,
  note: null,
  shippedQuantity: 0,
  cancelledQuantity: 0,
  receivedQuantity: 0,
  ...over,
});

/** The order as GET /order-answer/:token answers it, with only the fields the screen reads filled in. */
const order = (over: Partial<LinkOrder>) =>
  ({
    id: 'o1',
    number: '12-1',
    status: 'SENT',
    buyer: { name: 'Restaurante Sabor', cnpj: '11222333000181', cnpjFormatted: '11.222.333/0001-81' },
    deliveryAddress: null,
    requestedDeliveryDate: '2099-12-20',
    promisedDate: null,
    paymentTerm: 'PIX à vista',
    notes: null,
    totalAmount: 40,
    actions: ['acknowledge', 'refuse'],
    lines: [line({})],
    link: { expiresAt: '2099-12-27T12:00:00.000Z', supplierName: 'Hortifrúti Boa Safra' },
    ...over,
  }) as LinkOrder;

const answerForm = () => <p>formulário de resposta</p>;

async function refusedWith(error: ApiClientError) {
  const queryClient = testQueryClient();
  await queryClient.prefetchQuery({
    queryKey: orderAnswerKeys.link('t'),
    queryFn: () => Promise.reject(error),
    retry: false,
  });
  renderWithProviders(<OrderLinkScreen token="t" answerForm={answerForm} />, { queryClient });
}

describe('the e-mailed order link', () => {
  it('says a changed or revoked link is not valid, and an expired one expired, with whom to ask', async () => {
    await refusedWith(new ApiClientError(401, 'UNAUTHORIZED', 'Link do pedido inválido ou revogado'));
    expect(screen.getByRole('alert')).toHaveTextContent('não é válido ou foi revogado');
  });

  it('says an expired link expired', async () => {
    await refusedWith(new ApiClientError(410, 'GONE', 'Este link do pedido expirou'));
    expect(screen.getByRole('alert')).toHaveTextContent('Este link expirou. Peça um novo link ao comprador.');
  });

  it('shows the order, the PDF and the answer form while it is new', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(orderAnswerKeys.link('t'), order({}));
    renderWithProviders(<OrderLinkScreen token="t" answerForm={answerForm} />, { queryClient });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pedido nº 12-1');
    expect(screen.getByText(/Restaurante Sabor/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Baixar o PDF/ })).toHaveAttribute('href', '/api/v1/order-answer/t/pdf');
    expect(screen.getByText('formulário de resposta')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Despachar com a NF-e' })).not.toBeInTheDocument();
  });

  it('once confirmed: the lines as answered and the shipment form', () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(
      orderAnswerKeys.link('t'),
      order({
        status: 'ACKNOWLEDGED',
        actions: ['ship', 'cancel_remaining'],
        lines: [
          line({ status: 'ACCEPTED', acceptedQuantity: 4 }),
          line({ id: 'l2', productName: 'Cebola roxa', status: 'REFUSED', refusalReason: 'SEM_ESTOQUE' }),
        ],
      }),
    );
    renderWithProviders(<OrderLinkScreen token="t" answerForm={answerForm} />, { queryClient });
    expect(screen.queryByText('formulário de resposta')).not.toBeInTheDocument();
    expect(screen.getByText(/4 de 5 kg/)).toBeInTheDocument();
    expect(screen.getByText(/Recusado: Sem estoque/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Despachar com a NF-e' })).toBeInTheDocument();
    expect(screen.getByLabelText('Chave de acesso da NF-e (44 dígitos)')).toBeInTheDocument();
  });
});
