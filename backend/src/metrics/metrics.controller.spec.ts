import { describe, expect, it } from '@jest/globals';
import { UnauthorizedException } from '@nestjs/common';
import { Counter, Registry } from 'prom-client';
import type { AppConfig } from '../config/config.js';
import { MetricsController } from './metrics.controller.js';

const registry = new Registry();
new Counter({ name: 'rent_test_total', help: 'a counter', registers: [registry] }).inc(3);
const controller = (token?: string) => new MetricsController(registry, { METRICS_TOKEN: token } as AppConfig);

describe('the metrics endpoint', () => {
  it('answers anyone while no METRICS_TOKEN is set', async () => {
    expect(await controller().scrape(undefined)).toContain('rent_test_total 3');
  });

  it('with a METRICS_TOKEN, answers only a scraper that sends it as a bearer token', async () => {
    const token = 'scraper-secret-0123456789';
    await expect(controller(token).scrape(undefined)).rejects.toBeInstanceOf(UnauthorizedException);
    await expect(controller(token).scrape('Bearer scraper-secret-012345678X')).rejects.toBeInstanceOf(
      UnauthorizedException,
    );
    await expect(controller(token).scrape(token)).rejects.toBeInstanceOf(UnauthorizedException);
    expect(await controller(token).scrape(`Bearer ${token}`)).toContain('rent_test_total 3');
  });
});
