import { randomUUID } from 'node:crypto';
import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  DomainError,
  MessageKeys,
  type ReferenceChange,
  type ReferenceKind,
  type ReferenceProposal,
  tashkentDate,
} from '@rent/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { CLOCK, type Clock } from '../clock/clock.js';
import type { Principal } from '../http/principal.js';

interface KindRules<P extends ReferenceProposal> {
  /** The day the change takes effect: after today, both when it is proposed and when it is approved. */
  effectiveFrom: (p: P) => string;
  /** Writes the approved value to its own table, with the change it came from. */
  apply: (em: EntityManager, p: P, id: string) => Promise<void>;
  /** Refuses, when proposed, a value naming what the registers do not know. */
  assertKnown?: (db: DataSource, p: P) => Promise<void>;
}

/**
 * What each kind of reference data writes when a change of it is approved, and when it takes effect. A
 * second change approved for the same day replaces the first: both are after today, so nothing used it.
 */
const KINDS: { [K in ReferenceProposal['kind']]: KindRules<Extract<ReferenceProposal, { kind: K }>> } = {
  bhm: {
    effectiveFrom: (p) => p.validFrom,
    apply: async (em, p, id) => {
      await em.query(
        `INSERT INTO bhm_amounts (valid_from, amount, source, change_id) VALUES ($1, $2, $3, $4)
         ON CONFLICT (valid_from) DO UPDATE SET amount = EXCLUDED.amount, source = EXCLUDED.source, change_id = EXCLUDED.change_id`,
        [p.validFrom, p.amount, p.source, id],
      );
    },
  },
  rentConfirmationThreshold: {
    effectiveFrom: (p) => p.validFrom,
    apply: async (em, p, id) => {
      await em.query(
        `INSERT INTO rent_confirmation_thresholds (valid_from, amount, change_id) VALUES ($1, $2, $3)
         ON CONFLICT (valid_from) DO UPDATE SET amount = EXCLUDED.amount, change_id = EXCLUDED.change_id`,
        [p.validFrom, p.amount, id],
      );
    },
  },
  servicesOff: {
    effectiveFrom: (p) => p.validFrom,
    apply: async (em, p, id) => {
      await em.query(
        `INSERT INTO services_off (valid_from, services, change_id) VALUES ($1, $2, $3)
         ON CONFLICT (valid_from) DO UPDATE SET services = EXCLUDED.services, change_id = EXCLUDED.change_id`,
        [p.validFrom, p.services, id],
      );
    },
  },
  // A year's rate from its 1 January; its act's name in all three languages until it is translated.
  minimumRentRate: {
    effectiveFrom: (p) => `${p.year}-01-01`,
    apply: async (em, p, id) => {
      await em.query(
        `INSERT INTO minimum_rent_rates (year, settlement_zone, property_use, amount, source_uz_latn, source_uz_cyrl, source_ru, change_id)
         VALUES ($1, $2, $3, $4, $5, $5, $5, $6)
         ON CONFLICT (year, settlement_zone, property_use) DO UPDATE SET amount = EXCLUDED.amount,
           source_uz_latn = EXCLUDED.source_uz_latn, source_uz_cyrl = EXCLUDED.source_uz_cyrl,
           source_ru = EXCLUDED.source_ru, change_id = EXCLUDED.change_id`,
        [p.year, p.settlementZone, p.propertyUse, p.amount, p.source, id],
      );
    },
  },
  vehicleRentRate: {
    effectiveFrom: (p) => `${p.year}-01-01`,
    apply: async (em, p, id) => {
      await em.query(
        `INSERT INTO vehicle_rent_rates (year, vehicle_class, amount, source_uz_latn, source_uz_cyrl, source_ru, change_id)
         VALUES ($1, $2, $3, $4, $4, $4, $5)
         ON CONFLICT (year, vehicle_class) DO UPDATE SET amount = EXCLUDED.amount,
           source_uz_latn = EXCLUDED.source_uz_latn, source_uz_cyrl = EXCLUDED.source_uz_cyrl,
           source_ru = EXCLUDED.source_ru, change_id = EXCLUDED.change_id`,
        [p.year, p.vehicleClass, p.amount, p.source, id],
      );
    },
  },
  regionalCoefficient: {
    effectiveFrom: (p) => p.validFrom,
    apply: async (em, p, id) => {
      await em.query(
        `INSERT INTO regional_rent_coefficients (soato, valid_from, coefficient, source, change_id)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (soato, valid_from) DO UPDATE SET coefficient = EXCLUDED.coefficient,
           source = EXCLUDED.source, change_id = EXCLUDED.change_id`,
        [p.soato, p.validFrom, p.coefficient, p.source, id],
      );
    },
    assertKnown: async (db, p) => {
      const [known] = (await db.query(
        'SELECT 1 FROM regions WHERE soato = $1 UNION ALL SELECT 1 FROM districts WHERE soato = $1',
        [p.soato],
      )) as unknown[];
      if (!known) throw new DomainError('UNKNOWN_PLACE', MessageKeys.invalidValue, 'invalid', 'soato');
    },
  },
  taxRate: {
    effectiveFrom: (p) => p.validFrom,
    apply: async (em, p, id) => {
      await em.query(
        `INSERT INTO tax_rates (code, valid_from, percent, source, change_id) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (code, valid_from) DO UPDATE SET percent = EXCLUDED.percent, source = EXCLUDED.source,
           change_id = EXCLUDED.change_id`,
        [p.code, p.validFrom, p.percent, p.source, id],
      );
    },
  },
  // The video replaces the topic's from its day; its captions are the portal's own (captions_vtt_*).
  helpVideo: {
    effectiveFrom: (p) => p.validFrom,
    apply: async (em, p, id) => {
      await em.query(
        `INSERT INTO help_videos (topic, valid_from, video_url, captions_vtt_uz_latn, captions_vtt_uz_cyrl, captions_vtt_ru, change_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (topic, valid_from) DO UPDATE SET video_url = EXCLUDED.video_url,
           captions_uz_latn = NULL, captions_uz_cyrl = NULL, captions_ru = NULL,
           captions_vtt_uz_latn = EXCLUDED.captions_vtt_uz_latn, captions_vtt_uz_cyrl = EXCLUDED.captions_vtt_uz_cyrl,
           captions_vtt_ru = EXCLUDED.captions_vtt_ru, change_id = EXCLUDED.change_id`,
        [
          p.topic,
          p.validFrom,
          p.videoUrl,
          p.captionsUzLatn ?? null,
          p.captionsUzCyrl ?? null,
          p.captionsRu ?? null,
          id,
        ],
      );
    },
  },
};

/** A kind's rules for a proposal of that kind (the table above keeps each kind's proposal to its own rules). */
const rulesOf = (kind: ReferenceProposal['kind']) => KINDS[kind] as KindRules<ReferenceProposal>;

/**
 * Reference data under four eyes (issue 19, screen 2): a change is proposed by one member of the staff
 * and approved by another; it takes effect on its date, which must be after today both when it is
 * proposed and when it is approved, so no change ever rewrites what a contract already used. The portal
 * reads the values from their tables on each use, so an approval is in force on every instance at once.
 */
@Injectable()
export class ReferenceChanges {
  constructor(
    private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async propose(principal: Principal, proposal: ReferenceProposal): Promise<ReferenceChange> {
    const rules = rulesOf(proposal.kind);
    const effectiveFrom = rules.effectiveFrom(proposal);
    this.assertAhead(effectiveFrom);
    await rules.assertKnown?.(this.db, proposal);
    const { reason, kind, ...value } = proposal;
    const id = randomUUID();
    await this.db.query(
      `INSERT INTO reference_changes (id, kind, value, effective_from, state, proposed_by, proposed_by_name, proposed_at, reason)
       VALUES ($1, $2, $3, $4, 'proposed', $5, $6, $7, $8)`,
      [id, kind, value, effectiveFrom, principal.userId, principal.name, this.clock.now(), reason],
    );
    return (await this.list({ id }))[0]!;
  }

  /** Approves or rejects a proposal; never its proposer's to decide. */
  async decide(principal: Principal, id: string, approve: boolean, reason: string): Promise<ReferenceChange> {
    await this.db.transaction(async (em) => {
      const [change] = (await em.query('SELECT * FROM reference_changes WHERE id = $1 FOR UPDATE', [id])) as {
        kind: ReferenceProposal['kind'];
        value: Record<string, unknown>;
        effective_from: string;
        state: string;
        proposed_by: string;
      }[];
      if (!change) throw new NotFoundException();
      if (change.state !== 'proposed')
        throw new ConflictException({ code: 'CHANGE_DECIDED', message: MessageKeys.conflict });
      if (change.proposed_by === principal.userId)
        throw new ConflictException({ code: 'FOUR_EYES', message: MessageKeys.conflict });
      const proposal = { ...change.value, kind: change.kind } as ReferenceProposal;
      if (approve) {
        const rules = rulesOf(change.kind);
        this.assertAhead(rules.effectiveFrom(proposal));
        await rules.apply(em, proposal, id);
      }
      await em.query(
        `UPDATE reference_changes SET state = $2, decided_by = $3, decided_by_name = $4, decided_at = $5, decision_reason = $6 WHERE id = $1`,
        [id, approve ? 'approved' : 'rejected', principal.userId, principal.name, this.clock.now(), reason],
      );
    });
    return (await this.list({ id }))[0]!;
  }

  /** The changes, newest first (of one kind, or the one named): the history of every value. */
  async list(filter: { id?: string; kind?: ReferenceKind } = {}): Promise<ReferenceChange[]> {
    const rows = (await this.db.query(
      `SELECT *, to_char(effective_from, 'YYYY-MM-DD') AS effective FROM reference_changes
        WHERE ($1::uuid IS NULL OR id = $1) AND ($2::text IS NULL OR kind = $2)
        ORDER BY proposed_at DESC, id LIMIT 200`,
      [filter.id ?? null, filter.kind ?? null],
    )) as Record<string, unknown>[];
    return rows.map((r) => ({
      id: r.id as string,
      kind: r.kind as ReferenceChange['kind'],
      value: r.value as Record<string, unknown>,
      effectiveFrom: r.effective as string,
      state: r.state as ReferenceChange['state'],
      proposedBy: r.proposed_by_name as string,
      proposedById: r.proposed_by as string,
      proposedAt: (r.proposed_at as Date).toISOString(),
      reason: r.reason as string,
      decidedBy: (r.decided_by_name as string | null) ?? null,
      decidedAt: r.decided_at ? (r.decided_at as Date).toISOString() : null,
      decisionReason: (r.decision_reason as string | null) ?? null,
    }));
  }

  /** A change takes effect after today (Tashkent): the past keeps its values. */
  private assertAhead(effectiveFrom: string): void {
    if (effectiveFrom <= tashkentDate(this.clock.now()))
      throw new DomainError('CHANGE_IN_THE_PAST', MessageKeys.dateInvalid, 'invalid', 'validFrom');
  }
}
