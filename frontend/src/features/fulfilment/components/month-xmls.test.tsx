import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MonthXmls } from './month-xmls';

describe('the month’s XMLs', () => {
  afterEach(() => vi.useRealTimers());

  it('default to the current month in São Paulo, whatever the device’s zone', () => {
    // Only Date is faked: userEvent and React keep their real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-15T12:00:00Z'));
    const { unmount } = render(<MonthXmls />);
    expect(screen.getByLabelText('XMLs do mês')).toHaveValue('2026-12');
    expect(screen.getByRole('link', { name: 'Baixar XMLs (zip)' })).toHaveAttribute(
      'href',
      '/api/v1/documents/nfe?month=2026-12',
    );
    unmount();
    // 02:00 UTC on New Year's Day is still 23:00 of 31 December in São Paulo.
    vi.setSystemTime(new Date('2027-01-01T02:00:00Z'));
    render(<MonthXmls />);
    expect(screen.getByLabelText('XMLs do mês')).toHaveValue('2026-12');
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
