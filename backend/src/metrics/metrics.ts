import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { parsePosition } from '@rent/domain';
import type { ProjectionStatus, ProjectorRunner } from '../event-store/projector-runner.js';
import type { EventStoreTimings } from '../event-store/timed-event-store.js';

export const METRICS = Symbol('Metrics');
/** Signatures refused, by the refusal's code (`reason`) and, where the key's standing was unknown, what each source answered (`detail`). */
export const SIGNATURE_REFUSALS = 'rent_signature_refusals_total';
/** SMS handed to a gateway, by the gateway's name and the outcome of the attempt (SmsOutcome). */
export const SMS_SENT = 'rent_sms_total';
/** What became of one attempt to send an SMS: taken by the gateway, refused for good, or failed and to be tried again. */
export type SmsOutcome = 'sent' | 'rejected' | 'failed';

/** Buckets (seconds) for what a request or a command waits: a millisecond up to ten seconds. */
export const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The portal's metrics registry (one per application, so that test apps in one process keep theirs
 * apart), with Node's own process metrics under their usual names. Read models are measured when
 * scraped, from their checkpoint rows, which every instance shares; one read of them serves all the
 * gauges of a scrape.
 */
export function createMetrics(runner: ProjectorRunner, timings: EventStoreTimings): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
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
    'rent_projection_position',
    'Global position (the log’s sequence number) of the last event the projection applied',
    (p) => Number(parsePosition(p.position)?.position ?? 0),
  );
  perProjection(
    'rent_projection_events_behind',
    'Events of the log after the projection’s checkpoint (counted up to 100,000; 10,000 with KurrentDB)',
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
  const appends = new Histogram({
    name: 'rent_event_append_duration_seconds',
    help: 'Event store writes from call to answer, by operation (decide: hold, decide and write, retries included)',
    labelNames: ['operation'],
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  timings.listen((operation, seconds) => appends.observe({ operation }, seconds));
  new Counter({
    name: SIGNATURE_REFUSALS,
    help: 'Signatures refused, by code and, for an unknown revocation status, what each source answered',
    labelNames: ['reason', 'detail'],
    registers: [registry],
  });
  new Counter({
    name: SMS_SENT,
    help: 'Attempts to send an SMS, by gateway and outcome: sent, rejected (for good) or failed (tried again)',
    labelNames: ['gateway', 'outcome'],
    registers: [registry],
  });
  return registry;
}
