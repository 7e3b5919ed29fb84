import { useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import { isOn, type NavEntry, type Navigation } from './navigation-entries';

const BAR_ITEM =
  'inline-flex items-center gap-1.5 whitespace-nowrap rounded-md px-1.5 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900';
const LIST_ITEM = 'flex items-center gap-2 rounded-md px-3 py-2 text-sm text-slate-700 hover:bg-slate-100';
const ACTIVE = 'bg-brand-50 text-brand-800';

/** One entry: a router link, or a plain link where the screen needs a document load of its own. */
function EntryLink({
  entry,
  className,
  onNavigate,
  children,
}: {
  entry: NavEntry;
  className: string;
  onNavigate?: () => void;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  const active = isOn(entry, pathname);
  const props = {
    className: cn(className, active && ACTIVE),
    'aria-current': active ? ('page' as const) : undefined,
    onClick: onNavigate,
  };
  return entry.document ? (
    <a href={entry.to} {...props}>
      {children}
    </a>
  ) : (
    <Link to={entry.to} {...props}>
      {children}
    </Link>
  );
}

/** The label on the bar: the short words below 1280 px where an entry has them, the rest kept for screen readers. */
function BarLabel({ entry }: { entry: NavEntry }) {
  if (!entry.short || !entry.label.startsWith(entry.short)) return <>{entry.label}</>;
  return (
    <>
      {entry.short}
      <span className="sr-only xl:not-sr-only">{entry.label.slice(entry.short.length)}</span>
    </>
  );
}

/** The bar's "Mais": a button that shows and hides its list of links (the disclosure pattern). */
function MoreMenu({ entries }: { entries: NavEntry[] }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const close = () => setOpen(false);
  return (
    <div
      ref={root}
      className="relative"
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        close();
        button.current?.focus();
      }}
      // Closed once the focus or a click goes elsewhere; a click on the button itself toggles it.
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className={cn(BAR_ITEM, entries.some((e) => isOn(e, pathname)) && ACTIVE)}
      >
        Mais
        <ChevronDown className={cn('h-4 w-4 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      {open && (
        <ul
          id={id}
          aria-label="Mais"
          className="absolute right-0 top-full z-40 mt-1 min-w-72 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        >
          {entries.map((entry) => (
            <li key={entry.to}>
              <EntryLink entry={entry} className={LIST_ITEM} onNavigate={close}>
                <entry.icon className="h-4 w-4" aria-hidden />
                {entry.label}
              </EntryLink>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The bar from 1024 px: the procurement entries, then "Mais". */
export function DesktopNavigation({ navigation }: { navigation: Navigation }) {
  return (
    <nav aria-label="Principal" className="hidden items-center gap-0.5 lg:flex">
      {navigation.primary.map((entry) => (
        <EntryLink key={entry.to} entry={entry} className={BAR_ITEM}>
          {/* Words only: the header is no wider from 1280 px up (max-w-7xl), so icons would not fit at any width. */}
          <BarLabel entry={entry} />
        </EntryLink>
      ))}
      {navigation.more.length > 0 && <MoreMenu entries={navigation.more} />}
    </nav>
  );
}

/** The phone's menu: the same entries as the bar, "Mais" as a group below them, then `extra`. */
export function PhoneNavigation({
  navigation,
  onNavigate,
  top,
  extra,
}: {
  navigation: Navigation;
  onNavigate: () => void;
  /** What comes before the entries (the organization switcher). */
  top: ReactNode;
  /** What comes after them (links the bar keeps beside the cart). */
  extra: ReactNode;
}) {
  const heading = useId();
  const entry = (e: NavEntry) => (
    <EntryLink key={e.to} entry={e} className={LIST_ITEM} onNavigate={onNavigate}>
      <e.icon className="h-4 w-4" aria-hidden />
      {e.label}
    </EntryLink>
  );
  return (
    <nav
      id="menu-movel"
      aria-label="Principal (móvel)"
      // A phone turned sideways is shorter than the menu: it scrolls inside the sticky header.
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 px-4 py-2 lg:hidden"
    >
      {top}
      {navigation.primary.map(entry)}
      {navigation.more.length > 0 && (
        <div role="group" aria-labelledby={heading} className="mt-2 border-t border-slate-200 pt-2">
          <p id={heading} className="px-3 py-1 text-xs font-semibold uppercase tracking-wide text-slate-500">
            Mais
          </p>
          {navigation.more.map(entry)}
        </div>
      )}
      {extra}
    </nav>
  );
}
