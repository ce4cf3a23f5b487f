import { randomUUID } from 'node:crypto';
import { BadRequestException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  type EventSignature,
  type GrantRepresentativeInput,
  isPinfl,
  isStaff,
  MessageKeys,
  type Representative,
  REPRESENTATIVE_GRANT_STEP,
  type RepresentativeStep,
  type RepresentedParty,
  tashkentDate,
} from '@rent/domain';
import { CLOCK, type Clock } from '../../clock/clock.js';
import type { Principal, RepresentativeGrant } from '../../http/principal.js';
import { RegistryLookups } from '../../registries/registry-lookups.js';
import { RegistryService } from '../../registries/registry.service.js';
import { SigningService } from '../../signing/signing.service.js';

/** The most authorisations a party's list shows, current and past: a bound on the page. */
const MAX_LISTED = 500;

interface Row {
  id: string;
  pinfl: string;
  name: string;
  contracts: string[] | null;
  steps: RepresentativeStep[];
  until: string;
  granted_at: Date;
  signature: EventSignature | null;
  revoked_at: Date | null;
}

const COLUMNS = `id, pinfl, name, contracts, steps, to_char(until, 'YYYY-MM-DD') AS until, granted_at, signature, revoked_at`;

const refused = (code: string, message: string) => new ForbiddenException({ code, message });
const invalid = (field: string, message: string) =>
  new BadRequestException({
    code: 'VALIDATION',
    message: MessageKeys.fillAllInformation,
    errors: { [field]: message },
  });

/**
 * The people a party authorised to act for it (issue 21): an accountant or a lawyer, by PINFL, for all of
 * its contracts or the chosen ones, for some steps, until a day; granted with the party's signature (where
 * the deployment takes signed steps, as every step), revoked at any time with effect on the representative's
 * next request (the guard asks here on every request). Days are Tashkent's, on the application's clock.
 */
@Injectable()
export class Representatives {
  constructor(
    private readonly db: DataSource,
    private readonly registries: RegistryService,
    private readonly lookups: RegistryLookups,
    private readonly signing: SigningService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async grant(
    principal: Principal,
    input: GrantRepresentativeInput,
    pkcs7: string | undefined,
    address: string,
  ): Promise<Representative> {
    assertPartyItself(principal);
    const signed = await this.signing.signedStep(principal.partyId, REPRESENTATIVE_GRANT_STEP, null, input, pkcs7);
    if (input.pinfl === principal.partyId) throw invalid('pinfl', MessageKeys.representativeIsSelf);
    const now = this.clock.now();
    if (input.until <= tashkentDate(now)) throw invalid('until', MessageKeys.representationUntilPast);
    const contracts = input.contracts === 'ALL' ? null : input.contracts;
    if (contracts && !(await this.allTheParty(principal.partyId, contracts)))
      throw invalid('contracts', MessageKeys.representationContractNotParty);
    // A person's name by PINFL is a registry lookup like a form's: throttled and recorded.
    const person = await this.lookups.lookUp(principal, 'party', input.pinfl, () => this.registries.party(input.pinfl));
    if (!person || !isPinfl(person.id))
      throw new NotFoundException({ code: 'PERSON_NOT_FOUND', message: MessageKeys.lesseeNotFound });
    const id = signed?.contractId ?? randomUUID();
    return this.db.transaction(async (tx) => {
      // One authorisation in force per person at a time, so that what a representative may do is never a sum.
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `representative:${principal.partyId}:${input.pinfl}`,
      ]);
      const live = (await tx.query(
        'SELECT 1 FROM representatives WHERE party_id = $1 AND pinfl = $2 AND revoked_at IS NULL AND until >= $3',
        [principal.partyId, input.pinfl, tashkentDate(now)],
      )) as unknown[];
      if (live.length)
        throw new BadRequestException({ code: 'REPRESENTATION_EXISTS', message: MessageKeys.representationExists });
      const rows = (await tx.query(
        `INSERT INTO representatives (id, party_id, party_name, pinfl, name, contracts, steps, until,
                                      granted_at, granted_by, granted_from, signature)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
         ON CONFLICT (id) DO NOTHING RETURNING ${COLUMNS}`,
        [
          id,
          principal.partyId,
          principal.name,
          input.pinfl,
          person.name,
          contracts,
          input.steps,
          input.until,
          now,
          principal.userId,
          address,
          signed ? JSON.stringify(signed.signature) : null,
        ],
      )) as Row[];
      // The same signed grant sent again: it named this id, which is taken.
      if (!rows[0])
        throw new BadRequestException({ code: 'REPRESENTATION_EXISTS', message: MessageKeys.representationExists });
      return this.toRepresentative(rows[0], now);
    });
  }

  async list(principal: Principal): Promise<Representative[]> {
    assertPartyItself(principal);
    const rows = (await this.db.query(
      `SELECT ${COLUMNS} FROM representatives WHERE party_id = $1 ORDER BY granted_at DESC LIMIT $2`,
      [principal.partyId, MAX_LISTED],
    )) as Row[];
    const now = this.clock.now();
    return rows.map((r) => this.toRepresentative(r, now));
  }

  /** Ends an authorisation at once (the representative's next request is refused); another party's is not found. */
  async revoke(principal: Principal, id: string, address: string): Promise<Representative> {
    assertPartyItself(principal);
    const now = this.clock.now();
    await this.db.query(
      `UPDATE representatives SET revoked_at = $3, revoked_by = $4, revoked_from = $5
        WHERE id = $1 AND party_id = $2 AND revoked_at IS NULL`,
      [id, principal.partyId, now, principal.userId, address],
    );
    const rows = (await this.db.query(`SELECT ${COLUMNS} FROM representatives WHERE id = $1 AND party_id = $2`, [
      id,
      principal.partyId,
    ])) as Row[];
    if (!rows[0]) throw new NotFoundException();
    return this.toRepresentative(rows[0], now);
  }

  /** The parties whose authorisation of the person is in force today, for the "act for" choice. */
  async representedBy(pinfl: string): Promise<RepresentedParty[]> {
    const rows = (await this.db.query(
      `SELECT party_id, party_name, steps, to_char(until, 'YYYY-MM-DD') AS until FROM representatives
        WHERE pinfl = $1 AND revoked_at IS NULL AND until >= $2 ORDER BY party_name LIMIT 50`,
      [pinfl, tashkentDate(this.clock.now())],
    )) as { party_id: string; party_name: string; steps: RepresentativeStep[]; until: string }[];
    return rows.map((r) => ({ partyId: r.party_id, name: r.party_name, steps: r.steps, until: r.until }));
  }

  /**
   * What the person may do for the party this request: the authorisation in force, or a refusal that says
   * why (revoked, ended, or none at all).
   */
  async inForce(partyId: string, pinfl: string): Promise<RepresentativeGrant> {
    const rows = (await this.db.query(
      `SELECT id, contracts, steps, to_char(until, 'YYYY-MM-DD') AS until, revoked_at FROM representatives
        WHERE party_id = $1 AND pinfl = $2 ORDER BY (revoked_at IS NULL AND until >= $3) DESC, granted_at DESC LIMIT 1`,
      [partyId, pinfl, tashkentDate(this.clock.now())],
    )) as Pick<Row, 'id' | 'contracts' | 'steps' | 'until' | 'revoked_at'>[];
    const row = rows[0];
    if (!row) throw refused('CANNOT_ACT_FOR', MessageKeys.cannotActFor);
    if (row.revoked_at) throw refused('REPRESENTATION_REVOKED', MessageKeys.representationRevoked);
    if (row.until < tashkentDate(this.clock.now()))
      throw refused('REPRESENTATION_EXPIRED', MessageKeys.representationExpired);
    return { authorisationId: row.id, pinfl, steps: row.steps, contracts: row.contracts };
  }

  /** Whether every chosen contract is one the party is a side of (the read model: the list it chose them from). */
  private async allTheParty(partyId: string, ids: string[]): Promise<boolean> {
    const [row] = (await this.db.query(
      'SELECT count(*)::int AS n FROM contract_summary WHERE id = ANY($2::uuid[]) AND (initiator_id = $1 OR counterpart_id = $1)',
      [partyId, ids],
    )) as { n: number }[];
    return row!.n === ids.length;
  }

  private toRepresentative(r: Row, now: Date): Representative {
    return {
      id: r.id,
      pinfl: r.pinfl,
      name: r.name,
      contracts: r.contracts ?? 'ALL',
      steps: r.steps,
      until: r.until,
      state: r.revoked_at ? 'revoked' : r.until < tashkentDate(now) ? 'expired' : 'active',
      grantedAt: r.granted_at.toISOString(),
      signedBy: r.signature
        ? { holder: r.signature.holder, serialNumber: r.signature.serialNumber, signedAt: r.signature.signedAt }
        : null,
      revokedAt: r.revoked_at?.toISOString() ?? null,
    };
  }
}

/** Only a party itself keeps its representatives: not the staff, an employee, a representative, nor a key. */
function assertPartyItself(principal: Principal): void {
  if (isStaff(principal.roles) || principal.employeePinfl || principal.representative || principal.apiKeyId)
    throw refused('REPRESENTATIVES_BY_PARTY_ONLY', MessageKeys.representativesByPartyOnly);
}
