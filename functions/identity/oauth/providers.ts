import type { AppConfig } from '../../platform/env';

export const LOGIN_PROVIDERS = ['github', 'google'] as const;
export type LoginProvider = (typeof LOGIN_PROVIDERS)[number];

export interface ProviderProfile {
  id: string;
  email: string | null;
  emailVerified: boolean;
  name: string;
  image: string | null;
}

export interface OAuthProvider {
  clientId: string;
  clientSecret: string;
  authorizationEndpoint: string;
  tokenEndpoint: string;
  scopes: string[];
  fetchProfile(accessToken: string): Promise<ProviderProfile>;
}

async function getJson<T>(url: string, accessToken: string): Promise<T> {
  const res = await fetch(url, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json', 'User-Agent': 'abastece' },
  });
  if (!res.ok) throw new Error(`profile request failed: ${res.status}`);
  return (await res.json()) as T;
}

/** The provider's OAuth settings, or null when it is not configured here. */
export function oauthProvider(cfg: AppConfig, provider: string): OAuthProvider | null {
  if (provider === 'github' && cfg.GITHUB_CLIENT_ID && cfg.GITHUB_CLIENT_SECRET) {
    return {
      clientId: cfg.GITHUB_CLIENT_ID,
      clientSecret: cfg.GITHUB_CLIENT_SECRET,
      authorizationEndpoint: `${cfg.GITHUB_OAUTH_URL}/login/oauth/authorize`,
      tokenEndpoint: `${cfg.GITHUB_OAUTH_URL}/login/oauth/access_token`,
      scopes: ['read:user', 'user:email'],
      async fetchProfile(accessToken) {
        const user = await getJson<{ id: number; login: string; name: string | null; avatar_url: string | null }>(
          `${cfg.GITHUB_API_URL}/user`,
          accessToken,
        );
        const emails = await getJson<Array<{ email: string; primary: boolean; verified: boolean }>>(
          `${cfg.GITHUB_API_URL}/user/emails`,
          accessToken,
        );
        const primary = emails.find((e) => e.primary && e.verified) ?? emails.find((e) => e.verified);
        return {
          id: String(user.id),
          email: primary?.email ?? null,
          emailVerified: Boolean(primary),
          name: user.name ?? user.login,
          image: user.avatar_url,
        };
      },
    };
  }
  if (provider === 'google' && cfg.GOOGLE_CLIENT_ID && cfg.GOOGLE_CLIENT_SECRET) {
    return {
      clientId: cfg.GOOGLE_CLIENT_ID,
      clientSecret: cfg.GOOGLE_CLIENT_SECRET,
      authorizationEndpoint: `${cfg.GOOGLE_ACCOUNTS_URL}/o/oauth2/v2/auth`,
      tokenEndpoint: `${cfg.GOOGLE_OAUTH2_URL}/token`,
      scopes: ['openid', 'email', 'profile'],
      async fetchProfile(accessToken) {
        const info = await getJson<{
          sub: string;
          email?: string;
          email_verified?: boolean;
          name?: string;
          picture?: string;
        }>(`${cfg.GOOGLE_OPENID_URL}/v1/userinfo`, accessToken);
        return {
          id: info.sub,
          email: info.email ?? null,
          emailVerified: Boolean(info.email_verified),
          name: info.name ?? info.email ?? 'Usuário Google',
          image: info.picture ?? null,
        };
      },
    };
  }
  return null;
}
