import { useOutletContext } from 'react-router';
import { QueryContent } from '@/components/query-content';
import { useSupplierSettings } from '@/features/supplier-portal/api/portal';
import { SettingsForm } from '@/features/supplier-portal/components/settings-form';

export default function SupplierSettingsPage() {
  const { role } = useOutletContext<{ role: 'admin' | 'staff' }>();
  const settings = useSupplierSettings();
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">Configurações</h1>
      <QueryContent query={settings} loading="Carregando…" error="Não foi possível carregar as configurações.">
        {(data) => <SettingsForm settings={data} canEdit={role === 'admin'} />}
      </QueryContent>
    </div>
  );
}
