import {
  ClipboardCheck,
  ClipboardList,
  Gauge,
  LayoutDashboard,
  PiggyBank,
  Plug,
  ReceiptText,
  Scale,
  ScanBarcode,
  Settings,
  ShieldCheck,
  ShoppingBasket,
  Store,
  type LucideIcon,
} from 'lucide-react';

export interface NavEntry {
  to: string;
  label: string;
  icon: LucideIcon;
  /** Active on this path only, not below it (the catalogue at /app). */
  end?: boolean;
  /**
   * Opened by a document load, a plain link: the receiving page's camera is allowed by its own
   * Permissions-Policy, which a browser applies to a document only as it loads.
   */
  document?: boolean;
  /** The words the bar shows from 1024 to 1279 px, where the whole label does not fit (read out whole). */
  short?: string;
  /** Other paths that belong to it (the screens the hub leads to). */
  alsoOn?: string[];
}

/** Whether `pathname` is the entry's screen or one below it (or the entry's own path only, with `end`). */
export function isOn(entry: NavEntry, pathname: string) {
  const under = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  return entry.end ? pathname === entry.to : under(entry.to) || (entry.alsoOn ?? []).some(under);
}

export interface Navigation {
  /** The bar's entries: what a buyer does every week, in the order of the work. */
  primary: NavEntry[];
  /** "Mais": the overview, the sales and integrations hub, settings and the operator's console. */
  more: NavEntry[];
}

/**
 * Who is looking, as the API sees it: each entry is shown only to a role whose screen answers it
 * (Gastos is the managers' — 403 for a member — and a member has nothing to approve).
 */
export interface Viewer {
  role: 'owner' | 'admin' | 'member' | undefined;
  isOperator: boolean;
  hasOrganization: boolean;
}

const OPERATOR: NavEntry = { to: '/app/operator', label: 'Operador', icon: ShieldCheck };

export function navigationFor({ role, isOperator, hasOrganization }: Viewer): Navigation {
  // Without an organization every buyer's screen sends the operator back to the console.
  if (!hasOrganization) return { primary: isOperator ? [OPERATOR] : [], more: [] };
  const manager = role === 'owner' || role === 'admin';
  const only = (allowed: boolean, entry: NavEntry) => (allowed ? [entry] : []);
  return {
    primary: [
      { to: '/app', label: 'Catálogo', icon: ShoppingBasket, end: true },
      { to: '/app/cotacoes', label: 'Cotações', icon: Scale },
      { to: '/app/orders', label: 'Pedidos', icon: ClipboardList },
      ...only(manager, { to: '/app/approvals', label: 'Aprovações', icon: ClipboardCheck }),
      { to: '/app/receber', label: 'Receber mercadoria', short: 'Receber', icon: ScanBarcode, document: true },
      { to: '/app/contas-a-pagar', label: 'Contas a pagar', icon: ReceiptText },
      ...only(manager, { to: '/app/gastos', label: 'Gastos', icon: PiggyBank }),
    ],
    more: [
      { to: '/app/dashboard', label: 'Painel', icon: LayoutDashboard },
      // Every member reads the organization's own suppliers and price lists; managers change them (#54).
      { to: '/app/fornecedores', label: 'Meus fornecedores', icon: Store },
      { to: '/app/scorecards', label: 'Desempenho dos fornecedores', icon: Gauge },
      {
        to: '/app/integracoes',
        label: 'Integrações e vendas',
        icon: Plug,
        alsoOn: ['/app/leads', '/app/clients', '/app/tools'],
      },
      { to: '/app/settings/organization', label: 'Configurações', icon: Settings },
      ...only(isOperator, OPERATOR),
    ],
  };
}
