import type { Db } from '../platform/db';

/**
 * The same database, except that while `down()` says so every statement it is asked to build fails as
 * an unreachable database would: what a job does when the database blinks between two of its steps.
 */
export function unlessDown(db: Db, down: () => boolean): Db {
  return new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (down()) throw new Error('database unavailable (injected)');
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}
