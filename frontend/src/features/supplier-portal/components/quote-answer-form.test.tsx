import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiClientError } from '@/lib/api-client';
import { formatBRL } from '@/lib/format';
import { addDays, todayInSaoPaulo } from '@api/platform/brazil';
import type { QuoteAnswerBody, SupplierQuote } from '../api/quotes';
import { QuoteAnswerForm } from './quote-answer-form';
import { openQuote } from './quote-fixture';

const today = todayInSaoPaulo();
/** An amount as a text match reads it (Intl puts a no-break space after "R$"; matching folds it to a space). */
const brl = (reais: number) => formatBRL(reais).replace(/\u00a0/g, ' ');

/** The answer sent before: rice at R$ 6,50 (30 kg available, "Saco de 5 kg"), beans not quoted. */
const previousAnswer: NonNullable<SupplierQuote['answer']> = {
  version: 2,
  createdAt: '2099-12-02T15:30:00.000Z',
  validUntil: '2099-12-31',
  leadTimeDays: 3,
  paymentTerm: 'Boleto 28 dias',
  minimumOrderValue: 300,
  freight: 25,
  notes: null,
  lines: [
    { lineId: 'rice', unitPrice: 6.5, availableQuantity: 30, note: 'Saco de 5 kg' },
    { lineId: 'beans', unitPrice: null, availableQuantity: null, note: null },
  ],
};

function show(quote = openQuote(), onSubmit = vi.fn<(body: QuoteAnswerBody) => Promise<unknown>>()) {
  onSubmit.mockResolvedValue(undefined);
  render(<QuoteAnswerForm quote={quote} onSubmit={onSubmit} />);
  return onSubmit;
}

const lineOf = (description: string) => screen.getByRole('group', { name: new RegExp(`^${description}`) });
const priceOf = (description: string) => within(lineOf(description)).getByLabelText('Preço unitário (R$ por kg)');
const skipOf = (description: string) => within(lineOf(description)).getByRole('checkbox', { name: 'Não cotar' });
const field = (label: string) => screen.getByLabelText(label);
/** A figure of the summary, by its term. */
const summary = (term: string) =>
  within(screen.getByRole('region', { name: 'Resumo' })).getByText(term).nextElementSibling?.textContent;
const send = () => screen.getByRole('button', { name: /^Enviar (resposta|nova versão)$/ });

async function fill(user: ReturnType<typeof userEvent.setup>, label: HTMLElement, text: string) {
  await user.clear(label);
  await user.type(label, text);
}

/** Rice at R$ 6,50, beans at R$ 7, delivery in 2 days: a complete first answer. */
async function answerBoth(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, priceOf('Arroz agulhinha tipo 1'), '6,50');
  await fill(user, priceOf('Feijão carioca'), '7');
  await fill(user, field('Prazo de entrega (dias)'), '2');
}

async function confirm(user: ReturnType<typeof userEvent.setup>) {
  const dialog = await screen.findByRole('dialog', { name: 'Enviar a resposta ao comprador?' });
  await user.click(within(dialog).getByRole('button', { name: 'Enviar' }));
}

describe('the cotação answer form', () => {
  it('shows each line with its quantity and a labelled field for everything it asks', () => {
    show();
    const rice = lineOf('Arroz agulhinha tipo 1');
    expect(rice).toHaveTextContent('Quantidade pedida: 10 kg');
    expect(within(rice).getByLabelText('Quantidade disponível (kg)')).toBeInTheDocument();
    expect(within(rice).getByLabelText('Marca ou embalagem (opcional)')).toBeInTheDocument();
    expect(skipOf('Arroz agulhinha tipo 1')).not.toBeChecked();
    for (const label of [
      'Validade da proposta',
      'Prazo de entrega (dias)',
      'Condição de pagamento (opcional)',
      'Pedido mínimo (R$)',
      'Frete (R$)',
      'Observações (opcional)',
    ])
      expect(field(label)).toBeInTheDocument();
  });

  it('proposes a validity of a week from today', () => {
    show();
    expect(field('Validade da proposta')).toHaveValue(addDays(today, 7));
  });

  it('says in Portuguese what is missing, on each field, and sends nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = show();
    await user.click(send());
    expect(within(lineOf('Arroz agulhinha tipo 1')).getByRole('alert')).toHaveTextContent(
      'Informe o preço, ou marque "Não cotar"',
    );
    expect(field('Prazo de entrega (dias)')).toHaveAccessibleDescription('Informe o prazo de entrega em dias');
    expect(field('Prazo de entrega (dias)')).toHaveAttribute('aria-invalid', 'true');
    // Focus goes to the first field in error on screen, the first line's price, not the terms below.
    expect(priceOf('Arroz agulhinha tipo 1')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses a price of zero and one that is not an amount', async () => {
    const user = userEvent.setup();
    show();
    await fill(user, priceOf('Arroz agulhinha tipo 1'), '0');
    await fill(user, priceOf('Feijão carioca'), '7,5,0');
    await user.click(send());
    expect(priceOf('Arroz agulhinha tipo 1')).toHaveAccessibleDescription('O preço deve ser maior que zero');
    expect(priceOf('Feijão carioca')).toHaveAccessibleDescription('Preço inválido: use o formato 1.234,56');
    // Once shown, an error follows the field as it is corrected.
    await fill(user, priceOf('Arroz agulhinha tipo 1'), '6,50');
    expect(priceOf('Arroz agulhinha tipo 1')).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a validity in the past', async () => {
    const user = userEvent.setup();
    show();
    await answerBoth(user);
    await fill(user, field('Validade da proposta'), addDays(today, -1));
    await user.click(send());
    expect(field('Validade da proposta')).toHaveAccessibleDescription('A validade não pode estar no passado');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for at least one priced line', async () => {
    const user = userEvent.setup();
    const onSubmit = show();
    await fill(user, field('Prazo de entrega (dias)'), '2');
    await user.click(skipOf('Arroz agulhinha tipo 1'));
    await user.click(skipOf('Feijão carioca'));
    await user.click(send());
    expect(await screen.findByText('Cote ao menos um item: informe o preço de pelo menos uma linha.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds each line and the freight into the total', async () => {
    const user = userEvent.setup();
    show();
    await answerBoth(user);
    expect(lineOf('Arroz agulhinha tipo 1')).toHaveTextContent(`Total do item: ${brl(65)}`);
    expect(lineOf('Feijão carioca')).toHaveTextContent(`Total do item: ${brl(42)}`);
    await fill(user, field('Frete (R$)'), '25,00');
    expect(summary('Itens cotados')).toBe('2 de 2');
    expect(summary('Subtotal')).toBe(formatBRL(107));
    expect(summary('Frete')).toBe(formatBRL(25));
    expect(summary('Total com frete')).toBe(formatBRL(132));
    // A line left out leaves the total.
    await user.click(skipOf('Feijão carioca'));
    expect(lineOf('Feijão carioca')).toHaveTextContent('Não cotado');
    expect(summary('Itens cotados')).toBe('1 de 2');
    expect(summary('Total com frete')).toBe(formatBRL(90));
  });

  it('keeps centavos exact over many units', async () => {
    const user = userEvent.setup();
    show(openQuote({ lines: [{ id: 'oil', description: 'Óleo de soja', unit: 'un', quantity: 3 }] }));
    await user.type(within(lineOf('Óleo de soja')).getByLabelText('Preço unitário (R$ por un)'), '0,10');
    await user.type(field('Frete (R$)'), '0,20');
    expect(summary('Total com frete')).toBe(formatBRL(0.5));
  });

  it('asks before sending, then sends "Não cotar" as a null price and every term as the API reads it', async () => {
    const user = userEvent.setup();
    const onSubmit = show();
    await fill(user, priceOf('Arroz agulhinha tipo 1'), '1.234,5');
    await user.type(within(lineOf('Arroz agulhinha tipo 1')).getByLabelText('Quantidade disponível (kg)'), '8');
    await user.type(
      within(lineOf('Arroz agulhinha tipo 1')).getByLabelText('Marca ou embalagem (opcional)'),
      'Tio João',
    );
    await user.click(skipOf('Feijão carioca'));
    await fill(user, field('Prazo de entrega (dias)'), '4');
    await user.type(field('Condição de pagamento (opcional)'), 'Boleto 28 dias');
    await user.type(field('Pedido mínimo (R$)'), '500');
    await user.type(field('Frete (R$)'), '30');
    await user.click(send());
    const dialog = await screen.findByRole('dialog', { name: 'Enviar a resposta ao comprador?' });
    expect(dialog).toHaveTextContent(`1 de 2 itens cotados, total com frete de ${brl(12375)}`);
    expect(onSubmit).not.toHaveBeenCalled();
    await confirm(user);
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      lines: [
        { lineId: 'rice', unitPrice: 1234.5, availableQuantity: 8, note: 'Tio João' },
        { lineId: 'beans', unitPrice: null, availableQuantity: null, note: null },
      ],
      validUntil: addDays(today, 7),
      leadTimeDays: 4,
      paymentTerm: 'Boleto 28 dias',
      minimumOrderValue: 500,
      freight: 30,
      notes: null,
    });
  });

  it('says once sent that the answer can be revised until the deadline, in São Paulo time', async () => {
    const user = userEvent.setup();
    show();
    await answerBoth(user);
    await user.click(send());
    await confirm(user);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Resposta enviada ao comprador. Você pode revisá-la até 15/12/2099 18:00 (horário de Brasília)',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("puts the API's 400 details on their fields", async () => {
    const user = userEvent.setup();
    const onSubmit = show();
    onSubmit.mockRejectedValue(
      new ApiClientError(400, 'VALIDATION_ERROR', 'O preço unitário passa do limite', [
        { path: 'lines.1.unitPrice', message: 'O preço unitário passa do limite de R$ 1.000.000' },
        { path: 'validUntil', message: 'A validade da proposta não pode estar no passado' },
      ]),
    );
    await answerBoth(user);
    await user.click(send());
    await confirm(user);
    expect(await screen.findByText('Revise os campos indicados.')).toBeInTheDocument();
    expect(priceOf('Feijão carioca')).toHaveAccessibleDescription('O preço unitário passa do limite de R$ 1.000.000');
    expect(field('Validade da proposta')).toHaveAccessibleDescription(
      'A validade da proposta não pode estar no passado',
    );
    await vi.waitFor(() => expect(priceOf('Feijão carioca')).toHaveFocus());
  });

  it("shows the API's message when the deadline passed while it was being filled", async () => {
    const user = userEvent.setup();
    const onSubmit = show();
    onSubmit.mockRejectedValue(new ApiClientError(409, 'CONFLICT', 'O prazo para as respostas desta cotação terminou'));
    await answerBoth(user);
    await user.click(send());
    await confirm(user);
    expect(await screen.findByText('O prazo para as respostas desta cotação terminou')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('starts a revision from the latest answer', () => {
    show(openQuote({ answer: previousAnswer, answerCount: 2 }));
    expect(priceOf('Arroz agulhinha tipo 1')).toHaveValue('6,50');
    expect(within(lineOf('Arroz agulhinha tipo 1')).getByLabelText('Quantidade disponível (kg)')).toHaveValue('30');
    expect(within(lineOf('Arroz agulhinha tipo 1')).getByLabelText('Marca ou embalagem (opcional)')).toHaveValue(
      'Saco de 5 kg',
    );
    expect(skipOf('Feijão carioca')).toBeChecked();
    expect(field('Validade da proposta')).toHaveValue('2099-12-31');
    expect(field('Prazo de entrega (dias)')).toHaveValue('3');
    expect(field('Pedido mínimo (R$)')).toHaveValue('300,00');
    expect(summary('Total com frete')).toBe(formatBRL(90));
    expect(screen.getByText(/Você está revisando a versão 2/)).toBeInTheDocument();
    expect(send()).toHaveAccessibleName('Enviar nova versão');
  });

  it('shows the answer read-only after the deadline, and why', () => {
    show(
      openQuote({
        status: 'CLOSED',
        takesAnswers: false,
        deadline: '2020-03-10T13:00:00.000Z',
        answer: previousAnswer,
        answerCount: 2,
      }),
    );
    const closed = screen.getByRole('status');
    expect(within(closed).getByText('Prazo encerrado')).toBeInTheDocument();
    expect(closed).toHaveTextContent(
      'O prazo para responder terminou em 10/03/2020 10:00 (horário de Brasília). A resposta não pode mais ser revisada.',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Arroz agulhinha tipo 1' })).toHaveTextContent(
      `${brl(6.5)} por kg · Total do item: ${brl(65)}`,
    );
    expect(screen.getByRole('listitem', { name: 'Feijão carioca' })).toHaveTextContent('Não cotado');
    expect(summary('Total com frete')).toBe(formatBRL(90));
  });

  it('says the deadline closed it when the API reads it closed past the deadline, and the buyer when before', () => {
    show(openQuote({ status: 'CLOSED', takesAnswers: false, deadline: '2020-03-10T13:00:00.000Z' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'O prazo para responder terminou em 10/03/2020 10:00 (horário de Brasília). Não é mais possível responder.',
    );
    cleanup();
    show(openQuote({ status: 'CLOSED', takesAnswers: false }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'O comprador encerrou o recebimento de respostas antes do prazo. Não é mais possível responder.',
    );
  });

  it('says why when the buyer closed the cotação before any answer', () => {
    show(openQuote({ takesAnswers: false, status: 'CANCELLED' }));
    expect(screen.getByRole('status')).toHaveTextContent('O comprador cancelou esta cotação.');
    expect(screen.getByText('Você não enviou resposta a esta cotação.')).toBeInTheDocument();
  });

  it('is answered with the keyboard alone', async () => {
    const user = userEvent.setup();
    const onSubmit = show();
    // Each line's fields come in reading order: its "Não cotar", its price, what is available, the note.
    await user.tab();
    expect(skipOf('Arroz agulhinha tipo 1')).toHaveFocus();
    await user.tab();
    expect(priceOf('Arroz agulhinha tipo 1')).toHaveFocus();
    await user.keyboard('6,50');
    await user.tab();
    await user.tab();
    await user.tab();
    expect(skipOf('Feijão carioca')).toHaveFocus();
    await user.keyboard(' ');
    expect(skipOf('Feijão carioca')).toBeChecked();
    await user.tab(); // the beans' note (its price is gone)
    await user.tab(); // the validity
    await user.tab();
    expect(field('Prazo de entrega (dias)')).toHaveFocus();
    await user.keyboard('2{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Enviar a resposta ao comprador?' });
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Enviar' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]![0].lines.map((l) => l.unitPrice)).toEqual([6.5, null]);
  });
});
