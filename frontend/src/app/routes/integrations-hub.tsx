import { Link } from 'react-router';
import { Inbox, KeyRound, Plug, Users, Webhook, type LucideIcon } from 'lucide-react';
import { TitledPage } from '@/components/page-header';
import { useOrganization } from '@/features/organizations/api/organization';

interface Place {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
  /** Owners and admins only: the API answers 403 to a member there. */
  managers?: boolean;
}

const PLACES: Place[] = [
  {
    to: '/app/leads',
    title: 'Leads e envios',
    description: 'Contatos e mensagens que chegam pelo seu site e formulários.',
    icon: Inbox,
  },
  {
    to: '/app/clients',
    title: 'Clientes',
    description: 'As pessoas da organização, o que compram e por onde entram.',
    icon: Users,
    managers: true,
  },
  {
    to: '/app/tools',
    title: 'Integrações',
    description: 'Avisos no Slack ou no Discord, automações e e-mail marketing.',
    icon: Plug,
  },
  {
    to: '/app/tools?aba=webhooks',
    title: 'Webhooks',
    description: 'Os eventos da organização enviados para outros sistemas.',
    icon: Webhook,
    managers: true,
  },
  {
    to: '/app/settings/organization/api-keys',
    title: 'Chaves de API',
    description: 'O acesso de outros sistemas aos dados da organização.',
    icon: KeyRound,
    managers: true,
  },
];

/**
 * What the specification keeps besides buying (leads, envios, clients, integrations, webhooks, API
 * keys), in one place off the main bar, each shown to the roles whose screens answer it.
 */
export default function IntegrationsHubPage() {
  const { data } = useOrganization();
  const manager = data?.role === 'owner' || data?.role === 'admin';
  return (
    <TitledPage
      width="max-w-5xl"
      title="Integrações e vendas"
      description="Contatos do seu site e o que liga a organização a outros sistemas."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {PLACES.filter((p) => manager || !p.managers).map(({ to, title, description, icon: Icon }) => (
          <li key={to}>
            <Link
              to={to}
              className="flex h-full gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm hover:border-brand-300 hover:bg-brand-50/40 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
              <div className="min-w-0">
                <h2 className="font-semibold">{title}</h2>
                <p className="mt-1 text-sm text-slate-600">{description}</p>
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </TitledPage>
  );
}
