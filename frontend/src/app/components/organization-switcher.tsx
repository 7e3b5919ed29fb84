import { Building2 } from 'lucide-react';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { toastError } from '@/lib/toast-error';
import { useMyMemberships, useSwitchOrganization } from '@/features/identity/api/switch-organization';

/** Switches the session's active organization; every cached screen reloads for it. */
export function OrganizationSwitcher({
  activeOrganizationId,
  className = 'h-9 w-56',
  inMenu = false,
}: {
  activeOrganizationId: string | null;
  /** In the phone menu only a choice is worth a line: one organization shows nothing there. */
  inMenu?: boolean;
  /** Where it sits decides its width (the top bar from md up; the phone menu, full width). */
  className?: string;
}) {
  const { data } = useMyMemberships();
  const switchOrganization = useSwitchOrganization();
  if (!data || data.length === 0) return null;
  if (data.length === 1) {
    if (inMenu) return null;
    return (
      <span
        className="hidden max-w-28 items-center gap-2 text-sm font-medium text-slate-700 xl:inline-flex"
        title={data[0]!.organization.name}
      >
        <Building2 className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
        <span className="truncate">{data[0]!.organization.name}</span>
      </span>
    );
  }
  const active = data.find((m) => m.organization.id === activeOrganizationId)?.organization.name;
  return (
    <Select
      // The name starts with what the button shows, so voice control can say it (axe: label-content-name-mismatch).
      aria-label={active ? `${active} — organização ativa` : 'Organização ativa'}
      className={className}
      value={activeOrganizationId ?? ''}
      placeholder="Selecione a organização"
      options={data.map((m) => ({ value: m.organization.id, label: m.organization.name }))}
      onValueChange={(organizationId) =>
        switchOrganization.mutate(organizationId, {
          onSuccess: () =>
            toast.success(
              `Organização ativa: ${data.find((m) => m.organization.id === organizationId)?.organization.name}`,
            ),
          onError: (e) => toastError(e),
        })
      }
    />
  );
}
