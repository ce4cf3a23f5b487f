import { afterEach, describe, expect, it } from '@jest/globals';
import { aLegalEntity, anIndividual } from './fixtures/parties.js';
import { aProperty } from './fixtures/properties.js';
import { spawnPortal } from './support/portal-process.js';
import { ApiClient, startApp, type TestApp } from './support/test-app.js';
import { freshDatabase, sql } from './support/test-database.js';

// Issue 19 moved the services switched off from the SERVICES_OFF setting into dated reference data. A
// deployment that still sets it when it upgrades keeps those services off: the migration reads the
// setting once, as the first list, in force since before the portal took any contract. A setting naming a
// service the portal does not have stops the upgrade rather than being dropped without a word.
let t: TestApp | undefined;
afterEach(async () => {
  delete process.env.SERVICES_OFF;
  await t?.close();
  t = undefined;
});

describe('the former SERVICES_OFF setting', () => {
  it('a deployment upgraded with it set keeps those services off; the others register', async () => {
    process.env.SERVICES_OFF = ' WAREHOUSE , STUDENT';
    t = await startApp();
    // Read once: what the setting says afterwards no longer counts.
    process.env.SERVICES_OFF = 'LEASING';
    const company = await aLegalEntity(t);
    const lessor = await ApiClient.signIn(t.baseUrl, company);
    const settings = (await lessor.get('/reference/form-settings')).body as { servicesOff: string[] };
    expect([...settings.servicesOff].sort()).toEqual(['STUDENT', 'WAREHOUSE']);

    const lesseeId = (await anIndividual(t)).partyId;
    const terms = {
      contractNumber: 'SO-1',
      contractDate: '2026-12-09',
      area: 40,
      monthlyPayment: 6_500_000,
      beginDate: '2026-12-15',
      endDate: '2027-12-14',
      purpose: 'Ombor',
      lesseeId,
    };
    const refused = await lessor.post('/contracts', {
      ...terms,
      kind: 'WAREHOUSE',
      cadastralNumber: await aProperty(t, company.partyId, { totalArea: 1500, propertyType: 'WAREHOUSE' }),
      turnoverBasis: 'TURNOVER',
      turnoverRate: 2,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'SERVICE_OFF', message: 'errors.serviceOff' });
    const other = await lessor.post('/contracts', {
      ...terms,
      contractNumber: 'SO-2',
      kind: 'OTHER_RENT',
      cadastralNumber: await aProperty(t, company.partyId),
    });
    expect(other.status).toBe(201);
  });

  it('a setting that names no service of the portal stops the upgrade, naming it', async () => {
    const db = await freshDatabase();
    try {
      const portal = await spawnPortal(
        {
          NODE_ENV: 'test',
          DATABASE_URL: db.url,
          QUEUE_PREFIX: 'test-services-off',
          SERVICES_OFF: 'WAREHOUSE,NO_SUCH',
        },
        'pipe',
      );
      let printed = '';
      portal.child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      portal.child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => portal.child.once('exit', resolve));
      expect(code).not.toBe(0);
      expect(printed).toContain('NO_SUCH');
      // Nothing of the refused upgrade stays: the list is not there to be read half-made.
      expect(await sql(db.url, `SELECT to_regclass('services_off') AS t`)).toEqual([{ t: null }]);
    } finally {
      await db.drop();
    }
  });
});
