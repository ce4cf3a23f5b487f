import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { type ContractHolder, type Employee, type Employer, isTin, MessageKeys } from '@rent/domain';
import { RegistryLookups } from '../../registries/registry-lookups.js';
import { RegistryService } from '../../registries/registry.service.js';
import type { Principal } from '../../http/principal.js';

/** The most employees one entity keeps on the portal: a bound on the list (and on a page of it). */
const MAX_EMPLOYEES = 500;

/**
 * A legal entity's employees (spec: employee assignment): the entity attaches people by PINFL (found in
 * the registry of individuals), and may give them its contracts to hold; an employee then acts for the
 * entity on those contracts only. Kept by the entity itself: an employee does not manage the list.
 */
@Injectable()
export class EmployeesService {
  constructor(
    private readonly db: DataSource,
    private readonly registries: RegistryService,
    private readonly lookups: RegistryLookups,
  ) {}

  async list(entity: Principal): Promise<Employee[]> {
    assertEntity(entity);
    const rows = (await this.db.query(
      'SELECT pinfl, name, added_at FROM employees WHERE tin = $1 AND removed_at IS NULL ORDER BY name, pinfl LIMIT $2',
      [entity.partyId, MAX_EMPLOYEES],
    )) as { pinfl: string; name: string; added_at: Date }[];
    return rows.map((r) => ({ pinfl: r.pinfl, name: r.name, addedAt: r.added_at.toISOString() }));
  }

  async add(entity: Principal, pinfl: string): Promise<Employee> {
    assertEntity(entity);
    // A person's name by PINFL is a registry lookup like a form's: throttled and recorded.
    const person = await this.lookups.lookUp(entity, 'party', pinfl, () => this.registries.party(pinfl));
    if (!person) throw new NotFoundException({ code: 'PERSON_NOT_FOUND', message: MessageKeys.lesseeNotFound });
    const [row] = (await this.db.query(
      `INSERT INTO employees (tin, pinfl, name, added_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (tin, pinfl) DO UPDATE SET name = EXCLUDED.name, added_at = EXCLUDED.added_at, removed_at = NULL
         RETURNING pinfl, name, added_at`,
      [entity.partyId, pinfl, person.name, new Date()],
    )) as { pinfl: string; name: string; added_at: Date }[];
    return { pinfl: row!.pinfl, name: row!.name, addedAt: row!.added_at.toISOString() };
  }

  /** The person stops being an employee; the contracts they held stay assigned but they can no longer act. */
  async remove(entity: Principal, pinfl: string): Promise<void> {
    assertEntity(entity);
    const [, affected] = (await this.db.query(
      'UPDATE employees SET removed_at = $3 WHERE tin = $1 AND pinfl = $2 AND removed_at IS NULL',
      [entity.partyId, pinfl, new Date()],
    )) as [unknown, number];
    if (!affected) throw new NotFoundException();
  }

  /** The holders named by PINFL, each a current employee of the entity (else "not an employee"). */
  async holders(entity: Principal, pinfls: string[]): Promise<ContractHolder[]> {
    assertEntity(entity);
    if (pinfls.length === 0) return [];
    const rows = (await this.db.query(
      'SELECT pinfl, name FROM employees WHERE tin = $1 AND pinfl = ANY($2) AND removed_at IS NULL',
      [entity.partyId, pinfls],
    )) as ContractHolder[];
    const byPinfl = new Map(rows.map((r) => [r.pinfl, r]));
    const missing = pinfls.find((p) => !byPinfl.has(p));
    if (missing)
      throw new ForbiddenException({
        code: 'NOT_AN_EMPLOYEE',
        message: MessageKeys.notAnEmployee,
        params: { pinfl: missing },
      });
    return pinfls.map((p) => byPinfl.get(p)!);
  }

  /** The entities a person currently works for. */
  async employersOf(pinfl: string): Promise<Employer[]> {
    const rows = (await this.db.query(
      'SELECT e.tin, COALESCE(t.name, e.tin) AS name FROM employees e LEFT JOIN taxpayers t ON t.tin = e.tin WHERE e.pinfl = $1 AND e.removed_at IS NULL ORDER BY name LIMIT 50',
      [pinfl],
    )) as Employer[];
    return rows;
  }

  async isEmployee(tin: string, pinfl: string): Promise<boolean> {
    const rows = (await this.db.query('SELECT 1 FROM employees WHERE tin = $1 AND pinfl = $2 AND removed_at IS NULL', [
      tin,
      pinfl,
    ])) as unknown[];
    return rows.length > 0;
  }
}

/** Only a legal entity, as itself, keeps its employee list and assigns its contracts. */
function assertEntity(p: Principal): void {
  if (!isTin(p.partyId) || p.employeePinfl || p.representative)
    throw new ForbiddenException({ code: 'HOLDERS_BY_ENTITY', message: MessageKeys.holdersByEntityOnly });
}
