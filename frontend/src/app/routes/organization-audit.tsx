import { Navigate } from 'react-router';
import { useOrganization } from '@/features/organizations/api/organization';
import { AuditLogPanel } from '@/features/audit/components/audit-log-panel';

/** /app/settings/organization/audit — owners only (the API refuses anyone else too). */
export default function OrganizationAuditPage() {
  const { data } = useOrganization();
  if (data && data.role !== 'owner') return <Navigate to="/app/settings/organization" replace />;
  return <AuditLogPanel scope="organization" />;
}
