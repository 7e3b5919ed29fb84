import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { ApiClientError } from '@/lib/api-client';
import { signInWithProvider } from '../api/sign-in';

const PROVIDERS = [
  { id: 'github', label: 'Continuar com GitHub' },
  { id: 'google', label: 'Continuar com Google' },
] as const;

export function SocialSignIn({ callbackURL }: { callbackURL: string }) {
  const [busy, setBusy] = useState<string | null>(null);
  const start = async (provider: (typeof PROVIDERS)[number]['id']) => {
    setBusy(provider);
    try {
      const { url } = await signInWithProvider(provider, callbackURL);
      window.location.assign(url);
    } catch (error) {
      toast.error(error instanceof ApiClientError ? error.message : 'Não foi possível iniciar o login.');
      setBusy(null);
    }
  };
  return (
    <div className="grid gap-2">
      {PROVIDERS.map((p) => (
        <Button key={p.id} type="button" variant="outline" disabled={busy !== null} onClick={() => void start(p.id)}>
          {busy === p.id ? 'Redirecionando…' : p.label}
        </Button>
      ))}
    </div>
  );
}
