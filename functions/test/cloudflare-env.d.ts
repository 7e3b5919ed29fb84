import type { Bindings } from '../env';

declare global {
  namespace Cloudflare {
    // cloudflare:test's `env` is the worker's own bindings.
    interface Env extends Bindings {}
  }
}
