import * as z from 'zod';
import type { Job } from './jobs/job';

/** Bindings and variables the worker receives (wrangler.toml, secrets, .dev.vars). */
export interface Bindings {
  ASSETS: Fetcher;
  JOBS: Queue<Job>;
  /** NF-e XMLs (R2): fulfilment/nfe-documents.ts. */
  DOCUMENTS: R2Bucket;
  DATABASE_URL: string;
  SESSION_SECRET: string;
  DATA_ENCRYPTION_KEY?: string;
  NEON_WS_PROXY?: string;
  APP_URL?: string;
  ENVIRONMENT?: string;
  PLATFORM_OPERATOR_EMAIL?: string;
  SMTP_URL?: string;
  RESEND_API_KEY?: string;
  RESEND_API_URL?: string;
  EMAIL_FROM?: string;
  USAGE_LOGGING?: string;
  SUPPLIER_KEY_RATE_LIMIT?: string;
  GITHUB_CLIENT_ID?: string;
  GITHUB_CLIENT_SECRET?: string;
  GITHUB_OAUTH_URL?: string;
  GITHUB_API_URL?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  GOOGLE_ACCOUNTS_URL?: string;
  GOOGLE_OAUTH2_URL?: string;
  GOOGLE_OPENID_URL?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_API_URL?: string;
  VIACEP_URL?: string;
  PASSWORD_HASH_COST?: string;
}

const EnvSchema = z
  .object({
    DATABASE_URL: z.string().url(),
    /** HMAC key of the session JWTs: 32+ random characters. */
    SESSION_SECRET: z.string().min(32),
    /** Key of what is kept encrypted at rest (webhook signing secrets, integration credentials, dead-letter bodies): 32+ random characters; SESSION_SECRET when unset. */
    DATA_ENCRYPTION_KEY: z.string().min(32).optional(),
    NEON_WS_PROXY: z.string().min(1).optional(),
    APP_URL: z.string().url().default('http://localhost:8787'),
    ENVIRONMENT: z.enum(['production', 'staging', 'development']).default('production'),
    PLATFORM_OPERATOR_EMAIL: z.string().email().default('operador@abastece.dev'),
    /** smtp://user:pass@host:port (smtps:// for implicit TLS). Used when RESEND_API_KEY is not set. */
    SMTP_URL: z.string().url().optional(),
    RESEND_API_KEY: z.string().min(1).optional(),
    /** Where the Resend SDK sends e-mails (the local inbox answers its API too); Resend itself when unset. */
    RESEND_API_URL: z.string().url().default('https://api.resend.com'),
    EMAIL_FROM: z.string().min(3).default('Abastece <nao-responda@abastece.dev>'),
    /** Supplier API usage logging; "off" stops enqueueing logs (operational switch, and the bench's comparison). */
    USAGE_LOGGING: z.enum(['on', 'off']).default('on'),
    /** Supplier product API requests per key per minute. */
    SUPPLIER_KEY_RATE_LIMIT: z.coerce.number().int().positive().default(120),
    /** Social sign-in: a provider is offered when its client id and secret are set. */
    GITHUB_CLIENT_ID: z.string().min(1).optional(),
    GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
    GITHUB_OAUTH_URL: z.string().url().default('https://github.com'),
    GITHUB_API_URL: z.string().url().default('https://api.github.com'),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ACCOUNTS_URL: z.string().url().default('https://accounts.google.com'),
    GOOGLE_OAUTH2_URL: z.string().url().default('https://oauth2.googleapis.com'),
    GOOGLE_OPENID_URL: z.string().url().default('https://openidconnect.googleapis.com'),
    /** Billing: Stripe's secret key and the signing secret of its webhook endpoint. */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Where the Stripe SDK sends requests (the local stand-in); Stripe itself when unset. */
    STRIPE_API_URL: z.string().url().default('https://api.stripe.com'),
    /** The CEP lookup (street and district of a CEP), in ViaCEP's shape: the local stand-in, or ViaCEP itself when unset. */
    VIACEP_URL: z.string().url().default('https://viacep.com.br'),
    /**
     * bcrypt's cost for new password hashes (a hash records its own cost, so checking one costs what it
     * was made with). 12 in production, where less is refused; the test suite sets the minimum, 4, as
     * Django's and Rails' own test set-ups do: at 12, each of its ~150 hashes took 0.4 s of CPU.
     */
    PASSWORD_HASH_COST: z.coerce.number().int().min(4).max(15).default(12),
  })
  .refine((env) => env.ENVIRONMENT !== 'production' || env.PASSWORD_HASH_COST >= 12, {
    path: ['PASSWORD_HASH_COST'],
    message: 'at least 12 in production',
  });

export type AppConfig = z.infer<typeof EnvSchema>;

const parsed = new WeakMap<object, AppConfig>();

/** Parses the environment once per isolate (bindings objects are stable across requests). */
export function config(env: Bindings): AppConfig {
  let value = parsed.get(env);
  if (!value) {
    const result = EnvSchema.safeParse(env);
    if (!result.success) {
      const fields = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
      throw new Error(`Invalid worker configuration: ${fields}`);
    }
    value = result.data;
    parsed.set(env, value);
  }
  return value;
}

/** Key material of platform/secret-box: its own variable, so rotating SESSION_SECRET does not orphan stored secrets. */
export const dataEncryptionKey = (cfg: Pick<AppConfig, 'DATA_ENCRYPTION_KEY' | 'SESSION_SECRET'>) =>
  cfg.DATA_ENCRYPTION_KEY ?? cfg.SESSION_SECRET;
