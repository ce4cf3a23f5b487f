import { comparePositions, type GlobalPosition, parsePosition } from '@rent/domain';

interface Waiter {
  name: string;
  position: GlobalPosition;
  resolve: (reached: boolean) => void;
}

/**
 * The checkpoints this process knows of, and the reads waiting for one to pass a position. A checkpoint
 * becomes known when this process commits a batch, when another instance's batch is heard on the
 * checkpoints channel (LISTEN/NOTIFY), or when a waiter reads it from the database. Waiting costs no
 * query while nothing moves.
 */
export class CheckpointWatch {
  private readonly known = new Map<string, GlobalPosition>();
  private readonly waiters = new Set<Waiter>();

  /** The newest checkpoint of `name` this process knows of. */
  latest(name: string): GlobalPosition | undefined {
    return this.known.get(name);
  }

  /** Whether `name` is known to have passed `position`. */
  reached(name: string, position: GlobalPosition): boolean {
    const known = this.known.get(name);
    return known !== undefined && comparePositions(known, position) >= 0;
  }

  /** A checkpoint seen: remembered if it is newer, and the waiters it satisfies are let go. */
  seen(name: string, position: GlobalPosition): void {
    const known = this.known.get(name);
    if (!known || comparePositions(position, known) > 0) this.known.set(name, position);
    for (const w of this.waiters) {
      if (w.name === name && this.reached(name, w.position)) {
        this.waiters.delete(w);
        w.resolve(true);
      }
    }
  }

  /** A checkpoint as the checkpoints channel carries it: "<projection> <transaction>-<position>". */
  heard(payload: string): void {
    const [name, at] = payload.split(' ');
    const position = at ? parsePosition(at) : undefined;
    if (name && position) this.seen(name, position);
  }

  /** Resolves true once `name` passes `position`, false after `timeoutMs`. */
  wait(name: string, position: GlobalPosition, timeoutMs: number): Promise<boolean> {
    if (this.reached(name, position)) return Promise.resolve(true);
    return new Promise((resolve) => {
      const waiter: Waiter = {
        name,
        position,
        resolve: (reached) => {
          clearTimeout(timer);
          resolve(reached);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        resolve(false);
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  /** The projections someone is waiting for (to look their checkpoints up while notifications are lost). */
  awaited(): Set<string> {
    return new Set([...this.waiters].map((w) => w.name));
  }

  /** Lets every waiter go unsatisfied (the runner is stopping). */
  release(): void {
    for (const w of this.waiters) w.resolve(false);
    this.waiters.clear();
  }
}

/** The channel a projector's batch notifies on commit, with the checkpoint it reached. */
export const CHECKPOINTS_CHANNEL = 'rent_checkpoints';
