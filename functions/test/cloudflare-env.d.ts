import type { Bindings } from '../platform/env';

declare global {
  namespace Cloudflare {
    // cloudflare:test's `env` is the worker's own bindings.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface Env extends Bindings {}
  }
}
