import { type DataSource, In } from 'typeorm';
import { hashPassword } from '../identity/passwords.js';
import { User } from '../identity/user.entity.js';
import { CadastralObject } from '../registries/cadastral-object.entity.js';
import { Individual } from '../registries/individual.entity.js';
import { Taxpayer } from '../registries/taxpayer.entity.js';
import { Student } from '../registries/student.entity.js';
import { Vehicle } from '../registries/vehicle.entity.js';
import { demoAccounts, demoCadastralObjects, demoIndividuals, demoStudents, demoTaxpayers, demoVehicles } from './demo-data.js';

/** Writes the demo data unless it is there already; safe to run at every start. */
export async function seedDemoData(db: DataSource): Promise<void> {
  await db.transaction(async (em) => {
    await em.createQueryBuilder().insert().into(Taxpayer).values(demoTaxpayers).orIgnore().execute();
    await em.createQueryBuilder().insert().into(Individual).values(demoIndividuals).orIgnore().execute();
    await em.createQueryBuilder().insert().into(CadastralObject).values(demoCadastralObjects).orIgnore().execute();
    await em.createQueryBuilder().insert().into(Student).values(demoStudents).orIgnore().execute();
    await em.createQueryBuilder().insert().into(Vehicle).values(demoVehicles).orIgnore().execute();
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
        })
        .orIgnore()
        .execute();
    }
  });
}

export function demoLoginsText(baseUrl: string): string {
  const rows = demoAccounts.map((a) => `  ${a.role.padEnd(24)} ${a.loginType}  ${a.login.padEnd(15)} ${a.password}`);
  return [
    '',
    `Rent portal is running at ${baseUrl}`,
    'Demo logins (type, TIN or PINFL, password):',
    ...rows,
    '',
  ].join('\n');
}
