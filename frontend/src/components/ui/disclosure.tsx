import { useId, useState, type ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useMediaQuery } from '@/lib/use-media-query';

/** Tailwind's `lg`: from here up there is room to show a page's details open. */
export const ROOM_FOR_DETAILS = '(min-width: 1024px)';

/**
 * Details behind a button (aria-expanded): the content stays right after it in the document, hidden
 * while folded, so it reads in order and a screen reader finds it where it opens. Folded on a phone and
 * open on a wide screen until the person toggles it; `open` forces it open (what needs the viewer).
 */
export function Disclosure({
  title,
  open: forced = false,
  level = 4,
  className,
  children,
}: {
  title: ReactNode;
  open?: boolean;
  /** The heading level of the button, so the folds are found among the page's headings. */
  level?: 3 | 4;
  className?: string;
  children: ReactNode;
}) {
  const roomy = useMediaQuery(ROOM_FOR_DETAILS);
  const [toggled, setToggled] = useState<boolean>();
  const open = toggled ?? (forced || roomy);
  const id = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className={cn('border-t border-slate-100', className)}>
      <Heading className="text-sm font-medium">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setToggled(!open)}
          className="flex min-h-11 w-full items-center justify-between gap-2 rounded-md px-1 text-left text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <span className="min-w-0 [overflow-wrap:anywhere]">{title}</span>
          <ChevronDown
            className={cn('h-4 w-4 shrink-0 text-slate-500 transition-transform', open && 'rotate-180')}
            aria-hidden
          />
        </button>
      </Heading>
      <div id={id} hidden={!open} className="pb-3 pt-1">
        {children}
      </div>
    </div>
  );
}
