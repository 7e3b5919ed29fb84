import { formatDay } from '../platform/brazil';
import { csvRows, decimalComma } from '../platform/csv';
import type { budgetAgainstActual, pricesOverTime, spendBy, spendByMonth } from './spend.service';

/**
 * Each spend view as the accountant's CSV, in the order exports' format (csvRows: ";" and CRLF,
 * formulas defused; decimal comma without R$): the views are small aggregates, so one string with
 * the BOM, not a stream.
 */

const money = (reais: number) => decimalComma(reais.toFixed(2));
/** "2026-03" → "03/2026". */
const monthCell = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;
const MEASURES = ['Gasto', 'Comprometido', 'Reservado'];

const csv = async (header: string[], rows: string[][]) => '\uFEFF' + (await csvRows([header, ...rows]));

export const monthsCsv = (view: Awaited<ReturnType<typeof spendByMonth>>) =>
  csv(
    ['Mês', ...MEASURES, 'Pedidos'],
    view.months.map((m) => [
      monthCell(m.month),
      money(m.spent),
      money(m.committed),
      money(m.reserved),
      String(m.orders),
    ]),
  );

export const breakdownCsv = (nameColumn: string, view: Awaited<ReturnType<typeof spendBy>>) =>
  csv(
    [nameColumn, ...MEASURES, 'Participação (%)'],
    view.data.map((r) => [
      r.name,
      money(r.spent),
      money(r.committed),
      money(r.reserved),
      r.share === null ? '' : decimalComma((r.share * 100).toFixed(2)),
    ]),
  );

export const budgetsCsv = (view: Awaited<ReturnType<typeof budgetAgainstActual>>) =>
  csv(
    ['Mês', 'Centro de custo', 'Categoria', 'Orçamento', ...MEASURES, 'Disponível'],
    [
      ...view.budgets.map((b) => [
        monthCell(view.month),
        b.costCentreName,
        b.categoryName ?? 'Todas',
        money(b.budget),
        money(b.spent),
        money(b.committed),
        money(b.reserved),
        money(b.remaining),
      ]),
      ...view.unbudgeted.map((u) => [
        monthCell(view.month),
        u.name,
        'Sem orçamento',
        '',
        money(u.spent),
        money(u.committed),
        money(u.reserved),
        '',
      ]),
    ],
  );

export const pricesCsv = (view: Awaited<ReturnType<typeof pricesOverTime>>) =>
  csv(
    ['Produto', 'Fornecedor', 'Unidade', 'Semana (segunda-feira)', 'Preço médio', 'Unidades', 'Valor'],
    view.products.flatMap((p) =>
      p.weeks.map((w) => [
        p.name,
        p.supplierName,
        p.unit,
        formatDay(w.week),
        money(w.averagePrice),
        String(w.units),
        money(w.amount),
      ]),
    ),
  );
