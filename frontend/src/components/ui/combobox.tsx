import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { SelectOption } from './select';

/** "São Paulo" and "sao paulo" are the same search: no case, no accents. */
const searchable = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/**
 * A single choice among many, found by typing (WAI-ARIA's combobox with a list that filters, choice by
 * Enter or click). Radix has no combobox; the list opens below the field, in the flow, so it is never
 * cut off by a dialog's scroll and fits a 390 px screen. Leaving a search unchosen (Escape, Tab, a
 * click elsewhere) keeps the choice made before.
 */
export function Combobox({
  value,
  onValueChange,
  options,
  placeholder,
  emptyText = 'Nada encontrado',
  className,
  id,
  'aria-label': ariaLabel,
  'aria-invalid': ariaInvalid,
  'aria-describedby': ariaDescribedBy,
}: {
  value: string;
  onValueChange: (value: string) => void;
  options: SelectOption[];
  placeholder?: string;
  /** Said when the search matches nothing. */
  emptyText?: string;
  className?: string;
  id?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const listId = useId();
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const chosen = options.find((o) => o.value === value);
  const shown = query === null ? options : options.filter((o) => searchable(o.label).includes(searchable(query)));
  const optionId = (index: number) => `${listId}-${index}`;

  const close = () => {
    setOpen(false);
    setQuery(null);
    setActive(-1);
  };
  const choose = (option: SelectOption) => {
    onValueChange(option.value);
    close();
  };

  // Escape closes the list, not the dialog around it: Radix's dialog listens on the document (capture),
  // so the list takes the key first, on the window.
  useEffect(() => {
    if (!open) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      setOpen(false);
      setQuery(null);
      setActive(-1);
    };
    window.addEventListener('keydown', onEscape, true);
    return () => window.removeEventListener('keydown', onEscape, true);
  }, [open]);

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId only reads the stable list id.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (shown.length === 0 ? -1 : (current + step + shown.length) % shown.length));
    } else if (event.key === 'Enter' && open) {
      // Enter chooses in the list; it never submits the form while the list is open.
      event.preventDefault();
      const option = shown[active] ?? (shown.length === 1 ? shown[0] : undefined);
      if (option) choose(option);
    }
  };

  return (
    <div className={cn('relative', className)}>
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-label={ariaLabel}
          aria-invalid={ariaInvalid}
          aria-describedby={ariaDescribedBy}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          placeholder={placeholder}
          value={query ?? chosen?.label ?? ''}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onClick={() => setOpen((was) => !was)}
          onKeyDown={onKeyDown}
          onBlur={close}
          className="h-10 w-full rounded-md border border-slate-300 bg-white pl-3 pr-9 text-sm placeholder:text-slate-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-slate-400 aria-[invalid=true]:border-red-500"
        />
        <ChevronDown
          className="pointer-events-none absolute right-3 top-1/2 h-4 w-4 -translate-y-1/2 opacity-60"
          aria-hidden
        />
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label={ariaLabel}
        hidden={!open || shown.length === 0}
        className="mt-1 max-h-56 overflow-y-auto rounded-md border border-slate-200 bg-white p-1 shadow-sm"
      >
        {open &&
          shown.map((option, index) => (
            <li
              key={option.value}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              // The field keeps the focus (and the list stays open) until the click chooses.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(option)}
              className={cn(
                'relative flex cursor-pointer select-none items-center rounded py-1.5 pl-7 pr-2 text-sm',
                index === active ? 'bg-slate-100' : 'hover:bg-slate-50',
              )}
            >
              {option.value === value && <Check className="absolute left-2 h-4 w-4" aria-hidden />}
              {option.label}
            </li>
          ))}
      </ul>
      {open && shown.length === 0 && (
        <p role="status" className="mt-1 rounded-md border border-slate-200 px-3 py-2 text-sm text-slate-500">
          {emptyText}
        </p>
      )}
    </div>
  );
}
