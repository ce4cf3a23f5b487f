import { Counter, Gauge, Registry } from 'prom-client';
import type { ProjectionStatus, ProjectorRunner } from '../event-store/projector-runner.js';

export const METRICS = Symbol('Metrics');
/** Signatures refused, by the refusal's code (`reason`) and, where the key's standing was unknown, what each source answered (`detail`). */
export const SIGNATURE_REFUSALS = 'rent_signature_refusals_total';

/**
 * The portal's metrics registry (one per application, so that test apps in one process keep theirs
 * apart). Read models are measured when scraped, from their checkpoint rows, which every instance
 * shares; one read of them serves all the gauges of a scrape.
 */
export function createMetrics(runner: ProjectorRunner): Registry {
  const registry = new Registry();
  // The gauges of a scrape are collected together: they share the read under way.
  let reading: Promise<ProjectionStatus[]> | undefined;
  const status = () =>
    (reading ??= runner.status().finally(() => {
      reading = undefined;
    }));
  const perProjection = (name: string, help: string, value: (p: ProjectionStatus) => number) =>
    new Gauge({
      name,
      help,
      labelNames: ['projection'],
      registers: [registry],
      async collect() {
        for (const p of await status()) this.set({ projection: p.name }, value(p));
      },
    });
  perProjection(
    'rent_projection_events_behind',
    'Events of the log after the projection’s checkpoint (counted up to 100,000)',
    (p) => p.behind,
  );
  perProjection(
    'rent_projection_lag_seconds',
    'Age of the oldest event the projection has not applied (0 when caught up)',
    (p) => p.lagSeconds,
  );
  perProjection('rent_projection_stalled', '1 while the projection is stalled on an event it could not apply', (p) =>
    p.stalled ? 1 : 0,
  );
  new Gauge({
    name: 'rent_projection_failures',
    help: 'Failed batches since this process started, by kind: the database away (passing) or an event not applied (event)',
    labelNames: ['projection', 'kind'],
    registers: [registry],
    collect() {
      for (const [projection, counts] of runner.failureCounts()) {
        this.set({ projection, kind: 'passing' }, counts.passing);
        this.set({ projection, kind: 'event' }, counts.event);
      }
    },
  });
  new Counter({
    name: SIGNATURE_REFUSALS,
    help: 'Signatures refused, by code and, for an unknown revocation status, what each source answered',
    labelNames: ['reason', 'detail'],
    registers: [registry],
  });
  return registry;
}
