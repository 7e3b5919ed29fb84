import type { HTMLAttributes } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

const badgeVariants = cva('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', {
  variants: {
    variant: {
      default: 'bg-brand-100 text-brand-800',
      secondary: 'bg-slate-100 text-slate-700',
      destructive: 'bg-red-100 text-red-700',
      warning: 'bg-amber-100 text-amber-900',
      success: 'bg-emerald-100 text-emerald-800',
      outline: 'border border-slate-300 text-slate-700',
    },
  },
  defaultVariants: { variant: 'default' },
});

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span data-variant={variant ?? 'default'} className={cn(badgeVariants({ variant }), className)} {...props} />;
}
