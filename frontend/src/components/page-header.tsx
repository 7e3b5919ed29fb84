import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { PAGE_DESCRIPTION, PAGE_HEADER, PAGE_MAIN, PAGE_TITLE } from './page-frame';

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
    <div className={PAGE_HEADER}>
      <div>
        <h1 className={PAGE_TITLE}>{title}</h1>
        {description && <p className={PAGE_DESCRIPTION}>{description}</p>}
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
    <main className={cn(PAGE_MAIN, width, className)}>
      <PageHeader title={title} description={description} actions={actions} />
      {children}
    </main>
  );
}
