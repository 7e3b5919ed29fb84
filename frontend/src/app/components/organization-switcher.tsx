import { Building2 } from 'lucide-react';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { toastError } from '@/lib/toast-error';
import { useMyMemberships, useSwitchOrganization } from '@/features/session/api/switch-organization';

/** Switches the session's active organization; every cached screen reloads for it. */
export function OrganizationSwitcher({ activeOrganizationId }: { activeOrganizationId: string | null }) {
  const { data } = useMyMemberships();
  const switchOrganization = useSwitchOrganization();
  if (!data || data.length === 0) return null;
  if (data.length === 1) {
    return (
      <span
        className="hidden max-w-44 items-center gap-2 text-sm font-medium text-slate-700 xl:inline-flex"
        title={data[0]!.organization.name}
      >
        <Building2 className="h-4 w-4 shrink-0 text-slate-400" aria-hidden />
        <span className="truncate">{data[0]!.organization.name}</span>
      </span>
    );
  }
  return (
    <Select
      aria-label="Organização ativa"
      className="h-9 w-56"
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
