import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface SessionData {
  user: {
    id: string;
    name: string;
    email: string;
    image: string | null;
    emailVerified: boolean;
    role: string;
    isOperator: boolean;
  };
  session: { id: string; activeOrganizationId: string | null; expiresAt: string };
}

export const getSession = (signal?: AbortSignal) => api.get<SessionData>('/auth/session', undefined, signal);

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: ['session'], queryFn: ({ signal }) => getSession(signal), staleTime: 60_000 });

export const useSession = () => useQuery(sessionQueryOptions());
