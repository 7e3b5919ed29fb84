import { Construction } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

/** A screen that a later release fills in: says what it will hold. */
export function Placeholder({ title, description }: { title: string; description: string }) {
  return (
    <main className="mx-auto max-w-3xl px-6 py-12">
      <Card>
        <CardHeader>
          <h1 className="inline-flex items-center gap-2 text-xl font-semibold">
            <Construction className="h-5 w-5 text-amber-600" aria-hidden />
            {title}
          </h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          <p className="text-sm text-slate-600">Esta tela está em construção.</p>
        </CardContent>
      </Card>
    </main>
  );
}
