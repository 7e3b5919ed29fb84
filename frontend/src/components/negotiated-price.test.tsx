import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BuyerPrice } from './negotiated-price';

const text = (el: Element) => el.textContent?.replace(/\s+/g, ' ').trim();

describe('the price a buyer pays', () => {
  it('shows the negotiated price, the list price struck through and the last day as dd/mm', () => {
    const { container } = render(
      <BuyerPrice listPrice={10} unit="kg" negotiated={{ unitPrice: 8.5, validUntil: '2026-12-15' }} />,
    );
    // Three flex items (no spaces between them in the text).
    expect(text(container.firstElementChild!)).toBe('R$ 8,50 / kgPreço de catálogo: R$ 10,00Preço cotado até 15/12');
    expect(text(screen.getByRole('deletion'))).toBe('Preço de catálogo: R$ 10,00');
  });

  it('shows the list price alone when the buyer has no negotiated price', () => {
    const { container } = render(<BuyerPrice listPrice={10} unit="kg" />);
    expect(text(container.firstElementChild!)).toBe('R$ 10,00 / kg');
    expect(screen.queryByRole('deletion')).toBeNull();
  });
});
