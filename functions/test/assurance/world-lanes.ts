import { waitForGlobalWaitUntil } from 'cloudflare:test-internal';
import { createWorld, worldState, type World } from './world';

let settling: Promise<void> = Promise.resolve();
/**
 * Waits for the work the requests made so far handed to waitUntil (a last-seen touch, an outbox
 * relay), so a state read after it sees what they wrote. Chained: a wait takes the whole list, so a
 * second caller that found it empty would not wait for its own requests' work.
 */
export function settled(): Promise<void> {
  settling = settling.then(() =>
    waitForGlobalWaitUntil().catch((error: unknown) => {
      console.warn(`[waitUntil] background work failed: ${error instanceof Error ? error.message : String(error)}`);
    }),
  );
  return settling;
}

/** A world's state once its requests' background work is done. */
export async function settledState(world: World): Promise<string> {
  await settled();
  return worldState(world);
}

/** A world and its state as it was built (worldState). */
export interface Lane {
  world: World;
  state: string;
}

/**
 * Worlds for the route walks, handed to one route at a time and kept for the next only while nothing
 * the routes read has changed: building a world (two organizations, a catalogue, orders through the
 * API, a cotação, a payable…) cost more than the dozen calls a route makes on it, and most routes'
 * allowed callers change nothing of it (they are refused by the object, answer 404/409, or only add
 * rows of their own). A route that changed the world's state retires it; the next one gets a fresh one.
 * One route at a time per world, so a route's fingerprints never see another route's calls.
 */
export class WorldLanes {
  /** How many worlds were built, and how many of them a route retired. */
  built = 0;
  retired = 0;
  private readonly idle: Lane[] = [];

  /** A world no route is using, as it was built. */
  async take(): Promise<Lane> {
    const kept = this.idle.pop();
    if (kept) return kept;
    const world = await createWorld();
    this.built++;
    return { world, state: await worldState(world) };
  }

  /** Gives the world back after a route: kept when `stateNow` is still the state it was built with. */
  give(lane: Lane, stateNow: string): void {
    if (stateNow === lane.state) this.idle.push(lane);
    else this.retired++;
  }

  /** Gives the world back after a route, reading its state now. */
  async giveChecked(lane: Lane): Promise<void> {
    this.give(lane, await settledState(lane.world));
  }

  /** Retires a world whatever its state (a route that may have spent something not in the state). */
  retire(): void {
    this.retired++;
  }
}
