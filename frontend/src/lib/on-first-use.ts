/**
 * A value made on its first use, not when its module loads. For Intl formatters: building one (and
 * loading its locale's and time zone's data) is the costliest line of a module, and a phone paid for
 * every formatter of every module its first screen imported, used or not.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
