import type { ReactNode } from 'react';
import { BrandMark } from '@/components/brand-mark';
import { Card, CardContent, CardHeader } from '@/components/ui/card';

/** The centered card every signed-out screen uses. */
export function AuthShell({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-brand-50 to-white px-4 py-10">
      <div className="w-full max-w-md space-y-6">
        <div className="flex justify-center">
          <BrandMark />
        </div>
        <Card>
          <CardHeader>
            <h1 className="text-xl font-semibold">{title}</h1>
            {subtitle && <div className="text-sm text-slate-600">{subtitle}</div>}
          </CardHeader>
          <CardContent className="space-y-5">{children}</CardContent>
        </Card>
      </div>
    </main>
  );
}
