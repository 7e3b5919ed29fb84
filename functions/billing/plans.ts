/**
 * The plans, defined in code (SPEC section 9) and synced to the payment
 * provider by slug. Amounts are minor units (centavos) of BRL.
 */
export type FeatureSlug =
  'seats' | 'leads' | 'submissions' | 'email-support' | 'chat-support' | 'advanced-integrations';
export type Cycle = 'day' | 'week' | 'month' | 'year';

export interface FeatureDefinition {
  slug: FeatureSlug;
  /** Plural, as a count of several reads: "5 pessoas". */
  name: string;
  /** A count of exactly one: "1 pessoa". */
  one: string;
  description: string;
}

/** Counted features have a limit; the others are on or off. */
export interface PlanFeature {
  limit?: number;
  enabled?: boolean;
  /** Counted per cycle; seats are counted at any moment (no cycle). */
  cycle?: Cycle;
}

export interface PlanDefinition {
  slug: 'free' | 'pro';
  name: string;
  description: string;
  features: Record<FeatureSlug, PlanFeature>;
  prices: { slug: string; amount: number; currency: 'BRL'; interval: 'month' | 'year'; intervalCount: number }[];
}

export const FEATURES: Record<FeatureSlug, FeatureDefinition> = {
  seats: { slug: 'seats', name: 'pessoas', one: 'pessoa', description: 'Membros e convites pendentes da organização' },
  leads: { slug: 'leads', name: 'leads', one: 'lead', description: 'Leads criados no ciclo' },
  submissions: {
    slug: 'submissions',
    name: 'envios de formulário',
    one: 'envio de formulário',
    description: 'Envios recebidos no ciclo',
  },
  'email-support': {
    slug: 'email-support',
    name: 'suporte por e-mail',
    one: 'suporte por e-mail',
    description: 'Atendimento por e-mail',
  },
  'chat-support': {
    slug: 'chat-support',
    name: 'suporte por chat',
    one: 'suporte por chat',
    description: 'Atendimento por chat',
  },
  'advanced-integrations': {
    slug: 'advanced-integrations',
    name: 'integrações avançadas',
    one: 'integrações avançadas',
    description: 'Automações e e-mail marketing',
  },
};

export const PLANS: readonly PlanDefinition[] = [
  {
    slug: 'free',
    // The specification's "Free", as people here read it.
    name: 'Gratuito',
    description: 'Para começar a comprar e captar leads',
    features: {
      seats: { limit: 1 },
      leads: { limit: 100, cycle: 'month' },
      submissions: { limit: 1000, cycle: 'month' },
      'email-support': { enabled: true },
      'chat-support': { enabled: false },
      'advanced-integrations': { enabled: false },
    },
    prices: [
      { slug: 'free-month', amount: 0, currency: 'BRL', interval: 'month', intervalCount: 1 },
      { slug: 'free-year', amount: 0, currency: 'BRL', interval: 'year', intervalCount: 1 },
    ],
  },
  {
    slug: 'pro',
    name: 'Pro',
    description: 'Para equipes que compram e vendem todos os dias',
    features: {
      seats: { limit: 1 },
      leads: { limit: 10000, cycle: 'month' },
      submissions: { limit: 100000, cycle: 'month' },
      'email-support': { enabled: true },
      'chat-support': { enabled: true },
      'advanced-integrations': { enabled: true },
    },
    prices: [
      { slug: 'pro-month', amount: 1000, currency: 'BRL', interval: 'month', intervalCount: 1 },
      { slug: 'pro-year', amount: 10000, currency: 'BRL', interval: 'year', intervalCount: 1 },
    ],
  },
];

export const DEFAULT_PLAN_SLUG = 'free';
/**
 * A new organization tries Pro, with room for five people, for the specification's three days
 * (decision 0056): a trial of Free, one seat, let nobody bring the chef in. Unpaid, it ends at the
 * provider and the organization is back on the default plan.
 */
export const TRIAL = { enabled: true, days: 3, plan: 'pro', seats: 5 } as const;
export const LIVE_STATUSES = ['active', 'trialing', 'past_due', 'unpaid'] as const;
/** Counted features whose usage is the number of the organization's rows in the cycle. */
export const CYCLED_FEATURES = ['leads', 'submissions'] as const;

export const planBySlug = (slug: string) => PLANS.find((p) => p.slug === slug);

/**
 * Bumped whenever PLANS changes: plans in the database carrying another
 * version are synced to the provider again on the next use.
 */
export const PLANS_VERSION = '2026-11-22.1';

/** Customer creation refuses a default plan that is not free when there is no trial (SPEC section 5). */
export function assertDefaultPlanAllowed(): void {
  const plan = planBySlug(DEFAULT_PLAN_SLUG);
  const monthly = plan?.prices.find((p) => p.interval === 'month');
  if (!TRIAL.enabled && (monthly?.amount ?? 1) !== 0)
    throw new Error('If trial is not enabled, the default plan must be free');
}
