import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiClientError } from '@/lib/api-client';

export type AutosaveState =
  | { kind: 'idle' }
  /** A value waits for typing to settle. */
  | { kind: 'pending' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  /** What is typed cannot be sent (below the minimum, empty): nothing waits. */
  | { kind: 'invalid' }
  | { kind: 'error'; message: string };

/**
 * Saves a typed value once typing settles (`delay` after the last change) or at once on `flush`
 * (blur, leaving the screen). Saves run one after another, so an older one never lands after a newer
 * one; only the newest save's outcome is shown. `onState` hears every change of state (the cart
 * keeps checkout closed while a line is invalid).
 */
export function useAutosave<T>(
  save: (value: T) => Promise<unknown>,
  {
    delay = 600,
    onState,
    onError,
  }: { delay?: number; onState?: (s: AutosaveState) => void; onError?: (e: unknown) => void } = {},
) {
  const [state, setState] = useState<AutosaveState>({ kind: 'idle' });
  const latest = useRef({ save, onState, onError });
  useEffect(() => {
    latest.current = { save, onState, onError };
  });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const waiting = useRef<{ value: T } | null>(null);
  const chain = useRef<Promise<void>>(Promise.resolve());
  const sequence = useRef(0);

  const current = useRef<AutosaveState['kind']>('idle');

  const report = useCallback((next: AutosaveState) => {
    current.current = next.kind;
    setState(next);
    latest.current.onState?.(next);
  }, []);

  const send = useCallback(
    (value: T) => {
      const mine = ++sequence.current;
      report({ kind: 'saving' });
      chain.current = chain.current.then(() =>
        latest.current.save(value).then(
          () => {
            if (mine === sequence.current) report({ kind: 'saved' });
          },
          (error: unknown) => {
            latest.current.onError?.(error);
            if (mine === sequence.current) {
              report({
                kind: 'error',
                message: error instanceof ApiClientError ? error.message : 'Não foi possível salvar a quantidade.',
              });
            }
          },
        ),
      );
    },
    [report],
  );

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const next = waiting.current;
    waiting.current = null;
    if (next) send(next.value);
  }, [send]);

  const change = useCallback(
    (value: T) => {
      clearTimeout(timer.current);
      waiting.current = { value };
      report({ kind: 'pending' });
      timer.current = setTimeout(flush, delay);
    },
    [delay, flush, report],
  );

  /** What is typed turned invalid: the value waiting (typed on the way) is dropped, not sent. */
  const invalid = useCallback(() => {
    clearTimeout(timer.current);
    waiting.current = null;
    sequence.current++;
    report({ kind: 'invalid' });
  }, [report]);

  /** Typed back to a valid value equal to the saved one: nothing to send. */
  const valid = useCallback(() => {
    if (current.current === 'invalid') report({ kind: 'idle' });
  }, [report]);

  // Leaving the screen with a value still waiting saves it rather than losing it.
  useEffect(() => flush, [flush]);

  return { state, change, flush, invalid, valid };
}

/**
 * The save state of every line of a screen (a cart, a list): what waits for typing to settle or is
 * on its way, and what cannot be saved. Whatever sends the lines on (checkout, "add all to the
 * cart") waits for both.
 */
export function useLineSaveStates() {
  const [states, setStates] = useState<ReadonlyMap<string, AutosaveState['kind']>>(new Map());
  const onSaveState = useCallback((id: string, state: AutosaveState) => {
    setStates((current) => {
      if (current.get(id) === state.kind) return current;
      const next = new Map(current);
      next.set(id, state.kind);
      return next;
    });
  }, []);
  const any = (ids: string[], kinds: AutosaveState['kind'][]) =>
    ids.some((id) => kinds.includes(states.get(id) ?? 'idle'));
  return {
    onSaveState,
    /** Typed below the minimum or refused by the API. */
    invalid: (ids: string[]) => any(ids, ['invalid', 'error']),
    /** Waiting for typing to settle, or saving. */
    saving: (ids: string[]) => any(ids, ['pending', 'saving']),
  };
}
