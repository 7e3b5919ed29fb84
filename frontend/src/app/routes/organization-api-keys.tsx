import { ApiKeysPanel } from '@/features/identity/components/api-keys-panel';

export default function OrganizationApiKeysPage() {
  return <ApiKeysPanel />;
}
