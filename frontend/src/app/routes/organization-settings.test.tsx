import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { organizationsKeys } from '@/lib/query-keys/organizations';
import { renderWithProviders, testQueryClient } from '@/test/render';
import OrganizationSettingsLayout from './organization-settings';

/** The layout as the owner sees it (every tab), opened on `path`. */
function openOn(path: string) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(organizationsKeys.organization, { name: 'Restaurante Sabor da Terra', role: 'owner' });
  return renderWithProviders(<OrganizationSettingsLayout />, { route: path, queryClient });
}

/**
 * happy-dom lays nothing out: a phone's strip is drawn here as 358 px wide from x = 16, and the open
 * tab at `tabLeft`…`tabLeft + 90` of the page (as if the strip were not scrolled).
 */
function layOut(tabLeft: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const scrolled = this.closest('nav')?.scrollLeft ?? 0;
    const [left, width] =
      this.tagName === 'NAV' ? [16, 358] : this.getAttribute('aria-current') ? [tabLeft - scrolled, 90] : [0, 0];
    return { left, right: left + width, top: 0, bottom: 40, width, height: 40, x: left, y: 0 } as DOMRect;
  });
}

/** ResizeObserver as the browser calls it when the strip's width changes (a phone turned, a window narrowed). */
function observeResizes() {
  const callbacks: ResizeObserverCallback[] = [];
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: ResizeObserverCallback) {
        callbacks.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  return () => act(() => callbacks.forEach((c) => c([], {} as ResizeObserver)));
}

describe('the settings tab strip', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  // On a phone the strip scrolls sideways and "Cobrança" or "Auditoria" opened off screen, so the page
  // showed no tab as the one open (#52): the open tab is marked and the strip scrolled to show it.
  it('marks the open tab and scrolls the strip, and only the strip, to show it', () => {
    layOut(560);
    openOn('/app/settings/organization/audit');
    const strip = screen.getByRole('navigation', { name: 'Configurações' });
    const open = screen.getByRole('link', { name: 'Auditoria' });
    expect(open).toHaveAttribute('aria-current', 'page');
    expect(strip.querySelectorAll('[aria-current]')).toHaveLength(1);
    // Its right edge (650) meets the strip's (374).
    expect(strip.scrollLeft).toBe(276);
  });

  it('leaves the strip alone when the open tab is in view', () => {
    layOut(100);
    openOn('/app/settings/organization/members');
    expect(screen.getByRole('navigation', { name: 'Configurações' }).scrollLeft).toBe(0);
  });

  // The walk and a phone turned sideways: opened wide, then narrowed, the open tab went off screen.
  it('shows the open tab again when the strip narrows', () => {
    const resize = observeResizes();
    layOut(300);
    openOn('/app/settings/organization/audit');
    const strip = screen.getByRole('navigation', { name: 'Configurações' });
    expect(strip.scrollLeft).toBe(16);
    strip.scrollLeft = 0;
    resize();
    expect(strip.scrollLeft).toBe(16);
  });

  it('draws the open tab unlike the others, not by its colour alone', () => {
    openOn('/app/settings/organization/members');
    const open = screen.getByRole('link', { name: 'Membros' });
    const other = screen.getByRole('link', { name: 'Geral' });
    expect(open).toHaveClass('bg-brand-50', 'font-semibold');
    expect(other).not.toHaveClass('bg-brand-50');
  });
});
