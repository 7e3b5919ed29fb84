import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MonthXmls, previousMonth } from './month-xmls';

describe('the month’s XMLs', () => {
  it('default to the month before, across a year’s end', () => {
    expect(previousMonth(new Date(2026, 10, 28))).toBe('2026-10');
    expect(previousMonth(new Date(2027, 0, 1))).toBe('2026-12');
    expect(previousMonth(new Date(2026, 2, 31))).toBe('2026-02');
  });

  it('link the chosen month’s zip, and wait for a valid month', async () => {
    render(<MonthXmls />);
    const month = screen.getByLabelText('XMLs do mês');
    await userEvent.clear(month);
    await userEvent.type(month, '2026-09');
    expect(screen.getByRole('link', { name: 'Baixar XMLs (zip)' })).toHaveAttribute(
      'href',
      '/api/v1/documents/nfe?month=2026-09',
    );
    await userEvent.clear(month);
    await userEvent.type(month, '2026-9');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar XMLs (zip)' })).toBeDisabled();
    expect(month).toHaveAttribute('aria-invalid', 'true');
  });
});
