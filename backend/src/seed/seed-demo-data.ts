import { type DataSource, In } from 'typeorm';
import { hashPassword } from '../identity/sign-in/passwords.js';
import { writeRegistryRows } from '../registries/registry-writer.js';
import { User } from '../identity/user.entity.js';
import {
  DEMO_EMPLOYMENT,
  demoAccounts,
  demoCadastralObjects,
  demoIndividuals,
  demoStudents,
  demoTaxpayers,
  demoVehicles,
} from './demo-data.js';

/**
 * Writes the demo data; safe to run at every start. Registry rows are upserted, so a development database
 * made by an older version learns the demo facts added since (zones, plots, statuses, vehicles).
 */
export async function seedDemoData(db: DataSource): Promise<void> {
  await db.transaction(async (em) => {
    await writeRegistryRows(em, 'taxpayers', demoTaxpayers);
    await writeRegistryRows(em, 'individuals', demoIndividuals);
    await writeRegistryRows(em, 'cadastral-objects', demoCadastralObjects);
    await writeRegistryRows(em, 'students', demoStudents);
    await writeRegistryRows(em, 'vehicles', demoVehicles);
    const logins = demoAccounts.map((a) => a.login);
    const existing = new Set((await em.findBy(User, { login: In(logins) })).map((u) => u.login));
    for (const a of demoAccounts.filter((d) => !existing.has(d.login))) {
      await em
        .createQueryBuilder()
        .insert()
        .into(User)
        .values({
          login: a.login,
          loginType: a.loginType,
          passwordHash: await hashPassword(a.password),
          partyId: a.login,
          name: a.name,
          tin: a.tin,
          pinfl: a.pinfl,
          roles: a.roles,
          phone: a.phone,
          phoneConfirmedAt: new Date(),
        })
        .orIgnore()
        .execute();
    }
    // The YATT person works for the lessor company: the demo of employees holding a company's contracts.
    await em.query(
      `INSERT INTO employees (tin, pinfl, name, added_at) VALUES ($1, $2, $3, now()) ON CONFLICT (tin, pinfl) DO NOTHING`,
      [DEMO_EMPLOYMENT.tin, DEMO_EMPLOYMENT.pinfl, demoAccounts.find((a) => a.login === DEMO_EMPLOYMENT.pinfl)!.name],
    );
    // Demo accounts made by an older version get what the demo has since gained (a phone, a permission).
    for (const a of demoAccounts) {
      await em
        .createQueryBuilder()
        .update(User)
        .set({ roles: a.roles })
        .where('login = :login', { login: a.login })
        .execute();
      await em
        .createQueryBuilder()
        .update(User)
        .set({ phone: a.phone, phoneConfirmedAt: new Date() })
        .where('login = :login AND phone IS NULL', { login: a.login })
        .execute();
    }
  });
}

export function demoLoginsText(baseUrl: string): string {
  const rows = demoAccounts.map(
    (a) => `  ${a.role.padEnd(24)} ${a.loginType}  ${a.login.padEnd(15)} ${a.password.padEnd(19)} ${a.phone}`,
  );
  return [
    '',
    `Rent portal is running at ${baseUrl}`,
    'Demo logins (type, TIN or PINFL, password, phone the sign-in code goes to):',
    ...rows,
    `Sign-in codes sent by the development SMS gateway: ${baseUrl}/dev/sms`,
    '',
  ].join('\n');
}
