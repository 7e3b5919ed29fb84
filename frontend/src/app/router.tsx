import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouteError } from './routes/route-error';

/** Lazy route modules: each screen's code loads when it is first visited. */
const lazy = (load: () => Promise<{ default: React.ComponentType }>): RouteObject['lazy'] => async () => ({ Component: (await load()).default });

const placeholder = (title: string, description: string): RouteObject['lazy'] =>
  async () => {
    const { Placeholder } = await import('./routes/placeholder');
    return { Component: () => <Placeholder title={title} description={description} /> };
  };

export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', lazy: lazy(() => import('./routes/landing')) },
      { path: '/auth', lazy: lazy(() => import('./routes/auth')) },
      { path: '/auth/verify-email', lazy: lazy(() => import('./routes/auth-verify-email')) },
      { path: '/auth/reset-password', lazy: lazy(() => import('./routes/auth-reset-password')) },
      { path: '/get-started', lazy: lazy(() => import('./routes/get-started')) },
      {
        path: '/app',
        lazy: lazy(() => import('./routes/app-layout')),
        children: [
          { index: true, lazy: lazy(() => import('./routes/catalogue')) },
          { path: 'cart', lazy: lazy(() => import('./routes/cart')) },
          { path: 'operator', lazy: lazy(() => import('./routes/operator')) },
          { path: 'operator/keys/:id', lazy: lazy(() => import('./routes/supplier-key')) },
          { path: 'operator/suppliers/:supplierId/analytics', lazy: lazy(() => import('./routes/supplier-analytics')) },
          { path: 'checkout', lazy: lazy(() => import('./routes/checkout')) },
          { path: 'orders', lazy: lazy(() => import('./routes/orders')) },
          { path: 'orders/:id', lazy: lazy(() => import('./routes/order')) },
          { path: 'approvals', lazy: lazy(() => import('./routes/approvals')) },
          { path: 'clients', lazy: lazy(() => import('./routes/clients')) },
          { path: 'clients/:id', lazy: lazy(() => import('./routes/client')) },
          { path: 'products/:id', lazy: lazy(() => import('./routes/product')) },
          { path: 'suppliers/:id', lazy: lazy(() => import('./routes/supplier')) },
          { path: 'dashboard', lazy: lazy(() => import('./routes/dashboard')) },
          { path: 'leads', lazy: lazy(() => import('./routes/leads')) },
          { path: 'leads/:id', lazy: lazy(() => import('./routes/lead')) },
          { path: 'profile', lazy: lazy(() => import('./routes/profile')) },
          { path: 'tools', lazy: lazy(() => import('./routes/tools')) },
          { path: 'upgrade', lazy: lazy(() => import('./routes/upgrade')) },
          {
            path: 'settings/organization',
            lazy: lazy(() => import('./routes/organization-settings')),
            children: [
              { index: true, lazy: lazy(() => import('./routes/organization-general')) },
              { path: 'members', lazy: lazy(() => import('./routes/organization-members')) },
              { path: 'api-keys', lazy: lazy(() => import('./routes/organization-api-keys')) },
              { path: 'billing', lazy: lazy(() => import('./routes/billing')) },
            ],
          },
          { path: 'organization/:id', lazy: lazy(() => import('./routes/invitation')) },
          { path: '*', lazy: lazy(() => import('./routes/not-found')) },
        ],
      },
      { path: '/help', lazy: placeholder('Ajuda', 'Perguntas frequentes e como falar com o suporte.') },
      { path: '/terms', lazy: placeholder('Termos de uso', 'As condições de uso da plataforma Abastece.') },
      { path: '/privacy', lazy: placeholder('Privacidade', 'Como tratamos seus dados, conforme a LGPD.') },
      { path: '/docs', lazy: lazy(() => import('./routes/docs')) },
      { path: '/updates', lazy: placeholder('Novidades', 'O que mudou na plataforma.') },
      { path: '/blog', lazy: placeholder('Blog', 'Artigos sobre compras e gestão para food service.') },
      { path: '/rss', lazy: placeholder('RSS', 'O feed de novidades da Abastece.') },
      { path: '*', lazy: lazy(() => import('./routes/not-found')) },
    ],
  },
];

export const router = createBrowserRouter(routes);
