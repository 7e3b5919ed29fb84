import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/** A detail screen: a link back to its list, then the content. */
export function DetailPage({
  back,
  backLabel,
  width = 'max-w-5xl',
  children,
}: {
  back: string;
  backLabel: string;
  width?: string;
  children: ReactNode;
}) {
  return (
    <main className={cn('mx-auto px-4 py-8 sm:px-6', width)}>
      <Link to={back} className="text-sm text-brand-700 hover:underline">
        ← {backLabel}
      </Link>
      <div className="mt-4">{children}</div>
    </main>
  );
}
