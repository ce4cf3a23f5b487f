/**
 * The time as the application sees it. Commands take `now` from here (the domain never reads a clock),
 * and so do the jobs that schedule expiry and reminders, so tests can move time.
 */
export const CLOCK = Symbol('Clock');

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The system's time moved by a fixed amount: processes given the same offset keep one time between them. */
export const offsetClock = (offsetMs: number): Clock => ({ now: () => new Date(Date.now() + offsetMs) });
