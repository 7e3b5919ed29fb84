import { useState } from 'react';
import type { Period } from '../api/spend';
import { BudgetVsActual } from './budget-vs-actual';
import { MonthlySpend } from './monthly-spend';
import { lastMonths, PeriodPicker } from './period-picker';
import { PriceOverTime } from './price-over-time';
import { SpendBreakdown } from './spend-breakdown';

/** Spend analytics: the period's totals and months, the breakdowns, budgets and prices paid. */
export function SpendScreen() {
  const [period, setPeriod] = useState<Period>(() => lastMonths(12));
  return (
    <div className="space-y-6">
      <PeriodPicker value={period} onChange={setPeriod} />
      <MonthlySpend period={period} />
      <div className="grid min-w-0 grid-cols-1 gap-6 xl:grid-cols-2">
        <SpendBreakdown period={period} />
        <BudgetVsActual />
      </div>
      <PriceOverTime period={period} />
    </div>
  );
}
