import { Tabs } from 'radix-ui';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { BackToHub } from '../components/back-to-hub';
import { useOrganization } from '@/features/organizations/api/organization';
import { IntegrationsPanel } from '@/features/integrations/components/integrations-panel';
import { WebhooksPanel } from '@/features/integrations/components/webhooks-panel';

export default function ToolsPage() {
  const [params, setParams] = useSearchParams();
  const organization = useOrganization();
  const canManage = organization.data?.role === 'owner' || organization.data?.role === 'admin';
  // Webhooks are the managers' (the API answers 403 to a member): a member's page is the integrations alone.
  const tab = canManage && params.get('aba') === 'webhooks' ? 'webhooks' : 'integracoes';
  const tabs = canManage
    ? [
        ['integracoes', 'Integrações'],
        ['webhooks', 'Webhooks'],
      ]
    : [['integracoes', 'Integrações']];
  return (
    <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <BackToHub />
      <PageHeader
        title={canManage ? 'Integrações e webhooks' : 'Integrações'}
        description="O que leva os eventos da sua organização para outros sistemas."
      />
      <Tabs.Root value={tab} onValueChange={(v) => setParams({ aba: v }, { replace: true })}>
        <Tabs.List aria-label="Integrações e webhooks" className="mb-6 flex gap-1 border-b border-slate-200">
          {tabs.map(([value, label]) => (
            <Tabs.Trigger
              key={value}
              value={value!}
              className="border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-600 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800"
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="integracoes">
          <IntegrationsPanel canManage={canManage} />
        </Tabs.Content>
        <Tabs.Content value="webhooks">
          <WebhooksPanel canManage={canManage} />
        </Tabs.Content>
      </Tabs.Root>
    </main>
  );
}
