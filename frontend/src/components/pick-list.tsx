import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { Check, Search } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatQuantity } from '@/lib/format';

export type PickOption = {
  value: string;
  label: string;
  /** A second line under the name (the cities served, why it cannot be chosen). */
  description?: string;
  /** May not be chosen; one already chosen stays chosen and can still be taken out. */
  disabled?: boolean;
};
/** Options under a heading (read out as the name of their group); without a label, under none. */
export type PickGroup = { label?: string; options: PickOption[] };

type Choice =
  | { multiple: true; value: string[]; onChange: (value: string[]) => void }
  | { multiple?: false; value: string; onChange: (value: string) => void };

export type PickListProps = Choice & {
  label: string;
  groups: PickGroup[];
  placeholder?: string;
  hint?: string;
  error?: string;
};

/** Lowercase without accents or cedillas: "laticinios" finds "Laticínios", "acougue" finds "Açougue". */
export const foldText = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR');

/** The options whose name holds every word typed, in any order; a group left empty is dropped. */
export function filterGroups(groups: PickGroup[], query: string): PickGroup[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  return groups
    .map((g) => ({ ...g, options: g.options.filter((o) => words.every((w) => foldText(o.label).includes(w))) }))
    .filter((g) => g.options.length > 0);
}

/** The search, the option the arrows are on, and what a key or a press does, for one pick list. */
function usePickList(props: PickListProps, listId: string, input: RefObject<HTMLInputElement | null>) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const chosen = props.multiple ? props.value : props.value ? [props.value] : [];
  const shown = useMemo(() => filterGroups(props.groups, query), [props.groups, query]);
  const flat = shown.flatMap((g) => g.options);
  const listed = Boolean(props.multiple) || open;
  const current = active < flat.length ? active : -1;

  const close = () => (setOpen(false), setQuery(''), setActive(-1));
  useEscapeFirst(input, props.multiple ? query !== '' : open, close);
  useEffect(() => {
    if (current >= 0) document.getElementById(`${listId}-${current}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [current, listId]);

  const pick = (option: PickOption, at: number) => {
    const isChosen = chosen.includes(option.value);
    setActive(at);
    if (option.disabled && !isChosen) return;
    if (!props.multiple) return (props.onChange(option.value), close());
    props.onChange(isChosen ? props.value.filter((v) => v !== option.value) : [...props.value, option.value]);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      if (!listed)
        return (
          setOpen(true),
          setActive(
            Math.max(
              0,
              flat.findIndex((o) => chosen.includes(o.value)),
            ),
          )
        );
      if (flat.length)
        setActive(current < 0 ? (step > 0 ? 0 : flat.length - 1) : (current + step + flat.length) % flat.length);
    } else if (e.key === 'Enter' && listed) {
      // Enter chooses here; it must not send the form the list is in.
      e.preventDefault();
      const option = flat[current];
      if (option) pick(option, current);
    }
  };

  return {
    query,
    shown,
    flat,
    chosen,
    listed,
    current,
    pick,
    onKeyDown,
    search: (text: string) => (setQuery(text), setOpen(true), setActive(-1)),
    openList: () => !open && (setQuery(''), setOpen(true)),
    close,
  };
}

/**
 * A long list to choose from, searched by typing: a combobox (the search field) over a list box of
 * grouped options, as the WAI-ARIA combobox pattern has it. Focus stays in the field; the arrows move
 * through the options and Enter takes one. With `multiple` the list is always open and counts what is
 * chosen; otherwise it opens on a click, an arrow or typing, and shows the one chosen when closed.
 */
export function PickList(props: PickListProps) {
  const { label, placeholder = 'Buscar pelo nome', hint, error } = props;
  const id = useId();
  const ids = { input: `${id}i`, label: `${id}l`, list: `${id}b`, count: `${id}c`, hint: `${id}h`, error: `${id}e` };
  const input = useRef<HTMLInputElement>(null);
  const list = usePickList(props, ids.list, input);
  const expanded = list.listed && list.flat.length > 0;
  const chosenLabel = props.multiple
    ? ''
    : (props.groups.flatMap((g) => g.options).find((o) => o.value === props.value)?.label ?? '');
  const describedBy = [props.multiple ? ids.count : null, hint && !error ? ids.hint : null, error ? ids.error : null]
    .filter(Boolean)
    .join(' ');

  return (
    <div className="min-w-0 space-y-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <label id={ids.label} htmlFor={ids.input} className="text-sm font-medium text-slate-800">
          {label}
        </label>
        {props.multiple && (
          <span id={ids.count} aria-live="polite" className="text-xs text-slate-600">
            {formatQuantity(list.chosen.length, 'selecionado', 'selecionados')}
          </span>
        )}
      </div>
      <div className="relative">
        <Search
          className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-slate-400"
          aria-hidden
        />
        <input
          ref={input}
          id={ids.input}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={ids.list}
          aria-activedescendant={expanded && list.current >= 0 ? `${ids.list}-${list.current}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          // Closed, a single choice shows the one chosen; open, what is being searched.
          value={list.listed ? list.query : chosenLabel}
          placeholder={props.multiple ? placeholder : chosenLabel || placeholder}
          onChange={(e) => list.search(e.target.value)}
          onClick={() => !props.multiple && list.openList()}
          onFocus={(e) => e.target.select()}
          onBlur={() => !props.multiple && list.close()}
          onKeyDown={list.onKeyDown}
          className="flex h-10 w-full rounded-md border border-slate-300 bg-white py-2 pl-9 pr-3 text-sm placeholder:text-slate-500 aria-[invalid=true]:border-red-500"
        />
      </div>
      {hint && !error && (
        <p id={ids.hint} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {expanded && (
        <OptionList
          id={ids.list}
          labelledBy={ids.label}
          multiple={Boolean(props.multiple)}
          groups={list.shown}
          chosen={list.chosen}
          current={list.current}
          onPick={list.pick}
        />
      )}
      {list.listed && list.flat.length === 0 && (
        <p role="status" className="text-sm text-slate-600">
          {list.query.trim() ? `Nenhum resultado para “${list.query.trim()}”.` : 'Nada para escolher.'}
        </p>
      )}
      {error && (
        <p id={ids.error} role="alert" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** The list box: each group under its heading, each option numbered in order for the arrows. */
function OptionList({
  id,
  labelledBy,
  multiple,
  groups,
  chosen,
  current,
  onPick,
}: {
  id: string;
  labelledBy: string;
  multiple: boolean;
  groups: PickGroup[];
  chosen: string[];
  current: number;
  onPick: (option: PickOption, at: number) => void;
}) {
  let index = 0;
  return (
    <div
      role="listbox"
      id={id}
      aria-labelledby={labelledBy}
      aria-multiselectable={multiple || undefined}
      // A press on the list keeps focus in the search field, where the keys work.
      onMouseDown={(e) => e.preventDefault()}
      className="max-h-72 overflow-y-auto overscroll-contain rounded-md border border-slate-200 bg-white px-1 pb-1"
    >
      {groups.map((g, gi) => (
        <Group key={g.label ?? gi} id={`${id}-g${gi}`} label={g.label}>
          {g.options.map((o) => {
            const at = index++;
            return (
              <Option
                key={o.value}
                id={`${id}-${at}`}
                option={o}
                multiple={multiple}
                selected={chosen.includes(o.value)}
                active={at === current}
                onPick={() => onPick(o, at)}
              />
            );
          })}
        </Group>
      ))}
    </div>
  );
}

/**
 * Escape closes the list (or empties the search) and nothing else while there is something to undo. A
 * Radix dialog around the list closes on Escape, listening on the document in the capture phase; the
 * window's capture phase comes first, so the key is taken there, and only when it was pressed in this field.
 */
function useEscapeFirst(input: RefObject<HTMLInputElement | null>, armed: boolean, undo: () => void) {
  useEffect(() => {
    if (!armed) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape' || e.target !== input.current) return;
      e.stopPropagation();
      e.preventDefault();
      undo();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [armed, input, undo]);
}

/** A heading over its options, which a screen reader reads as the group's name (as React Aria lays it out). */
function Group({ id, label, children }: { id: string; label?: string; children: ReactNode }) {
  if (!label) return <>{children}</>;
  return (
    <div role="presentation">
      <div
        id={id}
        role="presentation"
        className="sticky top-0 z-10 bg-white px-2 pb-1 pt-2 text-xs font-semibold text-slate-600"
      >
        {label}
      </div>
      <div role="group" aria-labelledby={id}>
        {children}
      </div>
    </div>
  );
}

function Option({
  id,
  option,
  multiple,
  selected,
  active,
  onPick,
}: {
  id: string;
  option: PickOption;
  multiple: boolean;
  selected: boolean;
  active: boolean;
  onPick: () => void;
}) {
  const blocked = Boolean(option.disabled) && !selected;
  return (
    <div
      id={id}
      role="option"
      aria-selected={selected}
      aria-disabled={blocked || undefined}
      onClick={onPick}
      className={cn(
        'flex min-h-11 cursor-pointer items-start gap-2 rounded px-2 py-2 text-sm hover:bg-slate-50',
        active && 'bg-slate-100 outline outline-2 -outline-offset-2 outline-brand-600 hover:bg-slate-100',
        blocked && 'cursor-not-allowed text-slate-500',
      )}
    >
      {multiple ? (
        <span
          aria-hidden
          className={cn(
            'mt-0.5 flex h-4 w-4 shrink-0 items-center justify-center rounded border',
            selected ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-400 bg-white',
            blocked && 'border-dashed bg-slate-100',
          )}
        >
          {selected && <Check className="h-3 w-3" strokeWidth={3} />}
        </span>
      ) : (
        <Check aria-hidden className={cn('mt-0.5 h-4 w-4 shrink-0 text-brand-700', !selected && 'invisible')} />
      )}
      <span className="min-w-0 [overflow-wrap:anywhere]">
        {/* Named by its content, all it shows (axe's label-in-name): the reason or the cities are read
            with the name. The space keeps the two apart in the name; the description starts a line. */}
        <span>{option.label}</span>
        {option.description && ' '}
        {option.description && (
          <span className={cn('block text-xs', blocked ? 'text-amber-800' : 'text-slate-500')}>
            {option.description}
          </span>
        )}
      </span>
    </div>
  );
}
