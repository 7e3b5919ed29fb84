import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import OperatorPage from './operator';

/** happy-dom lays nothing out: a phone's strip is 358 px wide from x = 16, the open tab at 560…650. */
function layOut() {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const scrolled = this.closest('[role=tablist]')?.scrollLeft ?? 0;
    const [left, width] =
      this.getAttribute('role') === 'tablist'
        ? [16, 358]
        : this.getAttribute('aria-selected') === 'true'
          ? [560 - scrolled, 90]
          : [0, 0];
    return { left, right: left + width, top: 0, bottom: 40, width, height: 40, x: left, y: 0 } as DOMRect;
  });
}

describe('the operator console’s tab strip', () => {
  afterEach(() => vi.restoreAllMocks());

  // At 390 px "Auditoria" opened off screen and "Chaves de API" broke over two lines, cut by the strip (#52).
  it('scrolls to show the open tab, and keeps each tab on one line', () => {
    layOut();
    renderWithProviders(<OperatorPage />, { route: '/app/operator?aba=auditoria' });
    const strip = screen.getByRole('tablist', { name: 'Cadastros' });
    expect(screen.getByRole('tab', { name: 'Auditoria' })).toHaveAttribute('aria-selected', 'true');
    expect(strip.scrollLeft).toBe(276);
    for (const tab of screen.getAllByRole('tab')) expect(tab).toHaveClass('whitespace-nowrap');
  });
});
