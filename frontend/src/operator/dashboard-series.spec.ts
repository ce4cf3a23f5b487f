import { describe, expect, it } from '@jest/globals';
import { periodDays, projectionFigures, registrationsByKind, registrationsByRegion, sumOf } from './dashboard-series';

describe('the dashboard’s series', () => {
  it('counts the period in Tashkent days: 20:00 UTC is already the next day there', () => {
    expect(periodDays('2026-03-01T20:00:00.000Z', 3)).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
    expect(periodDays('2026-03-01T18:59:59.000Z', 1)).toEqual(['2026-03-01']);
  });

  it('stacks each kind over every day, a day with nothing as 0, in the portal’s order of kinds', () => {
    const series = registrationsByKind(
      {
        asOf: '2026-03-03T06:00:00.000Z',
        registeredPerDay: [
          { day: '2026-03-01', kind: 'OTHER_RENT', region: '26', n: 2 },
          { day: '2026-03-01', kind: 'OTHER_RENT', region: '03', n: 1 },
          { day: '2026-03-03', kind: 'CAR_RENT', region: '00', n: 4 },
          { day: '2026-03-03', kind: 'LEASING', region: '26', n: 1 },
          // Older than the period (the API's day boundary and ours disagreeing): not drawn.
          { day: '2026-02-28', kind: 'LEASING', region: '26', n: 9 },
        ],
      },
      3,
    );
    expect(series.days).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(series.kinds).toEqual([
      { kind: 'LEASING', perDay: [0, 0, 1], total: 1 },
      { kind: 'OTHER_RENT', perDay: [3, 0, 0], total: 3 },
      { kind: 'CAR_RENT', perDay: [0, 0, 4], total: 4 },
    ]);
  });

  it('sums the period by region', () => {
    expect(
      registrationsByRegion({
        registeredPerDay: [
          { day: '2026-03-01', kind: 'OTHER_RENT', region: '26', n: 2 },
          { day: '2026-03-02', kind: 'LEASING', region: '26', n: 5 },
          { day: '2026-03-02', kind: 'CAR_RENT', region: '00', n: 1 },
        ],
      }),
    ).toEqual([
      { region: '00', n: 1 },
      { region: '26', n: 7 },
    ]);
  });

  it('tells lagging read models from stalled ones, and sums counts', () => {
    expect(
      projectionFigures([
        { name: 'a', behind: 0, lagSeconds: 0, stalled: false },
        { name: 'b', behind: 12, lagSeconds: 3.4, stalled: false },
        { name: 'c', behind: 40, lagSeconds: 95.6, stalled: true },
      ]),
    ).toEqual({ lagging: 1, stalled: 1, maxLagSeconds: 96 });
    expect(projectionFigures([])).toEqual({ lagging: 0, stalled: 0, maxLagSeconds: 0 });
    expect(sumOf([{ n: 2 }, { n: 5 }])).toBe(7);
  });
});
