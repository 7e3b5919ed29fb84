import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/**
 * A wide table scrolls inside its own box, never the page; the box takes the keyboard focus so it can
 * be scrolled without a mouse (axe: scrollable-region-focusable), named after its table.
 */
export const Table = ({ className, ...props }: HTMLAttributes<HTMLTableElement>) => (
  <div
    className="w-full overflow-x-auto rounded focus-visible:outline-2 focus-visible:outline-brand-600"
    role="region"
    aria-label={props['aria-label'] ?? 'Tabela'}
    tabIndex={0}
  >
    <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
  </div>
);
export const TableHeader = (props: HTMLAttributes<HTMLTableSectionElement>) => (
  <thead className="border-b border-slate-200" {...props} />
);
export const TableBody = (props: HTMLAttributes<HTMLTableSectionElement>) => (
  <tbody className="divide-y divide-slate-100" {...props} />
);
export const TableRow = ({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) => (
  <tr className={cn('hover:bg-slate-50', className)} {...props} />
);
export const TableHead = ({ className, ...props }: ThHTMLAttributes<HTMLTableCellElement>) => (
  <th scope="col" className={cn('h-10 px-3 text-left align-middle font-medium text-slate-500', className)} {...props} />
);
export const TableCell = ({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) => (
  <td className={cn('px-3 py-2.5 align-middle', className)} {...props} />
);
