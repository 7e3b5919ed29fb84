import { ApiKeysPanel } from '@/features/api-keys/components/api-keys-panel';

export default function OrganizationApiKeysPage() {
  return <ApiKeysPanel />;
}
