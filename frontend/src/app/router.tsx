import { lazy, Suspense, useLayoutEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { RouteErrorBoundary } from './routes/route-error';
import { takeOverShell } from './shell-takeover';

/**
 * Declarative routes with lazy screens: each screen's code loads when it is
 * first visited. (The data router's API is not used here, and leaving it out
 * keeps ~19 KB gzip of react-router out of the entry bundle — `npm run bench`.)
 * `preload` fetches a screen's code before React asks for it (preloadOpeningScreen).
 */
type Screen = LazyExoticComponent<ComponentType> & { preload: () => Promise<unknown> };
const screen = (load: () => Promise<{ default: ComponentType }>): Screen =>
  Object.assign(lazy(load), { preload: load });

const Landing = screen(() => import('./routes/landing'));
const Auth = screen(() => import('./routes/auth'));
const AuthVerifyEmail = screen(() => import('./routes/auth-verify-email'));
const AuthResetPassword = screen(() => import('./routes/auth-reset-password'));
const GetStarted = screen(() => import('./routes/get-started'));
const AppLayout = screen(() => import('./routes/app-layout'));
const Catalogue = screen(() => import('./routes/catalogue'));
const Cart = screen(() => import('./routes/cart'));
const QuickOrder = screen(() => import('./routes/quick-order'));
const Operator = screen(() => import('./routes/operator'));
const SupplierKey = screen(() => import('./routes/supplier-key'));
const SupplierAnalytics = screen(() => import('./routes/supplier-analytics'));
const Checkout = screen(() => import('./routes/checkout'));
const Orders = screen(() => import('./routes/orders'));
const Order = screen(() => import('./routes/order'));
const Receive = screen(() => import('./routes/receive'));
const Payables = screen(() => import('./routes/payables'));
const Approvals = screen(() => import('./routes/approvals'));
const Clients = screen(() => import('./routes/clients'));
const Client = screen(() => import('./routes/client'));
const Product = screen(() => import('./routes/product'));
const Supplier = screen(() => import('./routes/supplier'));
const Dashboard = screen(() => import('./routes/dashboard'));
const Leads = screen(() => import('./routes/leads'));
const Lead = screen(() => import('./routes/lead'));
const Profile = screen(() => import('./routes/profile'));
const Tools = screen(() => import('./routes/tools'));
const IntegrationsHub = screen(() => import('./routes/integrations-hub'));
const Upgrade = screen(() => import('./routes/upgrade'));
const OrganizationSettings = screen(() => import('./routes/organization-settings'));
const OrganizationGeneral = screen(() => import('./routes/organization-general'));
const OrganizationMembers = screen(() => import('./routes/organization-members'));
const OrganizationApiKeys = screen(() => import('./routes/organization-api-keys'));
const OrganizationAudit = screen(() => import('./routes/organization-audit'));
const OrganizationAddresses = screen(() => import('./routes/organization-addresses'));
const OrganizationBudgets = screen(() => import('./routes/organization-budgets'));
const OrganizationApprovals = screen(() => import('./routes/organization-approvals'));
const Billing = screen(() => import('./routes/billing'));
const Invitation = screen(() => import('./routes/invitation'));
const Docs = screen(() => import('./routes/docs'));
const SupplierLayout = screen(() => import('./routes/supplier-layout'));
const SupplierInbox = screen(() => import('./routes/supplier-inbox'));
const SupplierOrder = screen(() => import('./routes/supplier-order'));
const SupplierSettings = screen(() => import('./routes/supplier-settings'));
const SupplierPeople = screen(() => import('./routes/supplier-people'));
const SupplierIntegrations = screen(() => import('./routes/supplier-integrations'));
const SupplierInvitation = screen(() => import('./routes/supplier-invitation'));
const SupplierProducts = screen(() => import('./routes/supplier-products'));
const SupplierApiKeys = screen(() => import('./routes/supplier-api-keys'));
const SupplierApiKey = screen(() => import('./routes/supplier-api-key'));
const SupplierApiUsage = screen(() => import('./routes/supplier-api-usage'));
const SupplierScorecard = screen(() => import('./routes/supplier-scorecard'));
const SupplierQuotes = screen(() => import('./routes/supplier-quotes'));
const SupplierQuote = screen(() => import('./routes/supplier-quote'));
const SupplierBuyers = screen(() => import('./routes/supplier-buyers'));
const SupplierListing = screen(() => import('./routes/supplier-listing'));
const SupplierSignUp = screen(() => import('./routes/supplier-sign-up'));
const QuoteAnswerLink = screen(() => import('./routes/quote-answer-link'));
const OrderAnswerLink = screen(() => import('./routes/order-answer-link'));
const Scorecards = screen(() => import('./routes/scorecards'));
const Scorecard = screen(() => import('./routes/scorecard'));
const Spend = screen(() => import('./routes/spend'));
const Lists = screen(() => import('./routes/lists'));
const List = screen(() => import('./routes/list'));
const Quotes = screen(() => import('./routes/quotes'));
const NewQuote = screen(() => import('./routes/quote-new'));
const QuoteScreen = screen(() => import('./routes/quote'));
const EditQuote = screen(() => import('./routes/quote-edit'));
const PublicCatalogue = screen(() => import('./routes/public-catalogue'));
const PublicProduct = screen(() => import('./routes/public-product'));
const NotFound = screen(() => import('./routes/not-found'));
const Help = screen(() => import('./routes/help'));
const Terms = screen(() => import('./routes/terms'));
const Privacy = screen(() => import('./routes/privacy'));
const Changelog = screen(() => import('./routes/changelog'));
const OwnSuppliers = screen(() => import('./routes/own-suppliers'));
const OwnSupplier = screen(() => import('./routes/own-supplier'));

/** The signed-in app's screens under /app/ (its index is the catalogue), by path. */
const APP_SCREENS: Array<[path: string, Screen]> = [
  ['cart', Cart],
  ['pedido-rapido', QuickOrder],
  ['operator', Operator],
  ['operator/keys/:id', SupplierKey],
  ['operator/suppliers/:supplierId/analytics', SupplierAnalytics],
  ['operator/scorecards/:supplierId', Scorecard],
  ['scorecards', Scorecards],
  ['scorecards/:supplierId', Scorecard],
  ['gastos', Spend],
  ['checkout', Checkout],
  ['orders', Orders],
  ['orders/:id', Order],
  ['receber', Receive],
  ['contas-a-pagar', Payables],
  ['listas', Lists],
  ['listas/:id', List],
  ['cotacoes', Quotes],
  ['cotacoes/nova', NewQuote],
  ['cotacoes/:id', QuoteScreen],
  ['cotacoes/:id/editar', EditQuote],
  ['approvals', Approvals],
  ['clients', Clients],
  ['clients/:id', Client],
  ['products/:id', Product],
  ['suppliers/:id', Supplier],
  ['fornecedores', OwnSuppliers],
  ['fornecedores/:id', OwnSupplier],
  ['dashboard', Dashboard],
  ['leads', Leads],
  ['leads/:id', Lead],
  ['profile', Profile],
  ['tools', Tools],
  ['integracoes', IntegrationsHub],
  ['upgrade', Upgrade],
];

/**
 * The code of the screen the page opens on, asked for at once and side by side: the layout and the
 * screen, rather than the screen only once the layout has loaded, drawn and read the session.
 * True for a signed-in screen (its data is worth asking for too).
 */
export function preloadOpeningScreen(pathname: string): boolean {
  if (!matchPath('/app/*', pathname)) return false;
  void AppLayout.preload();
  const opening = matchPath('/app', pathname)
    ? Catalogue
    : APP_SCREENS.find(([path]) => matchPath(`/app/${path}`, pathname))?.[1];
  void opening?.preload();
  return true;
}

/** An old address to its new name, keeping the query and the anchor (/help#webhooks → /ajuda#webhooks). */
function Moved({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

/**
 * In the routes' Suspense boundary beside them: committed only once the screen (the layout, for /app)
 * has loaded and drawn, never with the boundary's "Carregando…" — until then the static shell stays.
 */
function ShellTakeover() {
  useLayoutEffect(takeOverShell, []);
  return null;
}

export function AppRoutes() {
  const location = useLocation();
  return (
    // A new path clears a caught error: an error on one screen does not stick to the next one.
    <RouteErrorBoundary resetKey={location.pathname}>
      {/* A screen's code on its first visit (after sign-in, the portal's): said, never a blank page. */}
      <Suspense
        fallback={
          <p role="status" className="p-8 text-slate-500">
            Carregando…
          </p>
        }
      >
        <ShellTakeover />
        <Routes>
          <Route path="/" element={<Landing />} />
          <Route path="/auth" element={<Auth />} />
          <Route path="/auth/verify-email" element={<AuthVerifyEmail />} />
          <Route path="/auth/reset-password" element={<AuthResetPassword />} />
          <Route path="/get-started" element={<GetStarted />} />
          <Route path="/catalogo" element={<PublicCatalogue />} />
          <Route path="/catalogo/:id" element={<PublicProduct />} />
          <Route path="/app" element={<AppLayout />}>
            <Route index element={<Catalogue />} />
            {APP_SCREENS.map(([path, Page]) => (
              <Route key={path} path={path} element={<Page />} />
            ))}
            <Route path="settings/organization" element={<OrganizationSettings />}>
              <Route index element={<OrganizationGeneral />} />
              <Route path="members" element={<OrganizationMembers />} />
              <Route path="api-keys" element={<OrganizationApiKeys />} />
              <Route path="audit" element={<OrganizationAudit />} />
              <Route path="addresses" element={<OrganizationAddresses />} />
              <Route path="budgets" element={<OrganizationBudgets />} />
              <Route path="approvals" element={<OrganizationApprovals />} />
              <Route path="billing" element={<Billing />} />
            </Route>
            <Route path="organization/:id" element={<Invitation />} />
            <Route path="*" element={<NotFound />} />
          </Route>
          <Route path="/ajuda" element={<Help />} />
          <Route path="/termos" element={<Terms />} />
          <Route path="/privacidade" element={<Privacy />} />
          <Route path="/novidades" element={<Changelog />} />
          {/* The specification's English paths, kept for links already out there. */}
          <Route path="/help" element={<Moved to="/ajuda" />} />
          <Route path="/terms" element={<Moved to="/termos" />} />
          <Route path="/privacy" element={<Moved to="/privacidade" />} />
          <Route path="/updates" element={<Moved to="/novidades" />} />
          <Route path="/docs" element={<Docs />} />
          <Route path="/fornecedor/convite/:id" element={<SupplierInvitation />} />
          {/* Every answer link's "Criar minha conta de fornecedor" (#54), and the supplier's own sign-up. */}
          <Route path="/fornecedor/criar-conta" element={<SupplierSignUp />} />
          {/* The cotação e-mail's answer link: no sign-in, outside the portal's frame. */}
          <Route path="/cotacao/responder/:token" element={<QuoteAnswerLink />} />
          <Route path="/pedido/responder/:token" element={<OrderAnswerLink />} />
          <Route path="/fornecedor" element={<SupplierLayout />}>
            <Route index element={<SupplierInbox />} />
            <Route path="pedidos/:id" element={<SupplierOrder />} />
            <Route path="cotacoes" element={<SupplierQuotes />} />
            <Route path="cotacoes/:id" element={<SupplierQuote />} />
            <Route path="clientes" element={<SupplierBuyers />} />
            <Route path="anunciar" element={<SupplierListing />} />
            <Route path="produtos" element={<SupplierProducts />} />
            <Route path="desempenho" element={<SupplierScorecard />} />
            <Route path="api" element={<SupplierApiKeys />} />
            <Route path="api/uso" element={<SupplierApiUsage />} />
            <Route path="api/chaves/:id" element={<SupplierApiKey />} />
            <Route path="configuracoes" element={<SupplierSettings />} />
            <Route path="equipe" element={<SupplierPeople />} />
            <Route path="integracoes" element={<SupplierIntegrations />} />
          </Route>
          <Route path="*" element={<NotFound />} />
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
