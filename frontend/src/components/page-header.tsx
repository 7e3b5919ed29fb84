import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        {description && <p className="mt-1 text-slate-600">{description}</p>}
      </div>
      {actions}
    </div>
  );
}

/**
 * A titled screen: the page's width (a `max-w-*`), its header (title, description, actions on the right)
 * and the content. `className` adds to the page's own spacing (e.g. `space-y-6` between its sections).
 */
export function TitledPage({
  width,
  className,
  title,
  description,
  actions,
  children,
}: {
  width: string;
  className?: string;
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className={cn('mx-auto px-4 py-8 sm:px-6', width, className)}>
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </main>
  );
}
