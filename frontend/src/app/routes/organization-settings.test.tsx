import { screen } from '@testing-library/react';
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

describe('the settings tab strip', () => {
  afterEach(() => vi.restoreAllMocks());

  // On a phone the strip scrolls sideways and "Cobrança" or "Auditoria" opened off screen, so the page
  // showed no tab as the one open (#52): the open tab is marked and brought into the strip's view.
  it('marks the open tab and scrolls it into the strip’s view', () => {
    const scroll = vi.fn();
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(scroll);
    openOn('/app/settings/organization/audit');
    const strip = screen.getByRole('navigation', { name: 'Configurações' });
    const open = screen.getByRole('link', { name: 'Auditoria' });
    expect(open).toHaveAttribute('aria-current', 'page');
    expect(strip.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll.mock.contexts[0]).toBe(open);
    // Only sideways inside the strip: the page itself does not jump.
    expect(scroll).toHaveBeenCalledWith({ block: 'nearest', inline: 'nearest' });
  });

  it('draws the open tab unlike the others, not by its colour alone', () => {
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    openOn('/app/settings/organization/members');
    const open = screen.getByRole('link', { name: 'Membros' });
    const other = screen.getByRole('link', { name: 'Geral' });
    expect(open).toHaveClass('bg-brand-50', 'font-semibold');
    expect(other).not.toHaveClass('bg-brand-50');
  });
});
