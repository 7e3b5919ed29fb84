declare module 'cloudflare:test-internal' {
  /**
   * The pool's own wait for every promise handed to waitUntil so far (by SELF.fetch and the handlers
   * it runs), up to its 30 s limit; `cloudflare:test` does not re-export it.
   */
  export function waitForGlobalWaitUntil(): Promise<void>;
}
