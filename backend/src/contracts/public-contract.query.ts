import { NotFoundException } from '@nestjs/common';
import { type IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { isRegistered, isVehicleKind, publicFacts, type PublicContract } from '@rent/domain';
import { ContractHistoryEntry, ContractSummary } from '@rent/projections';
import { isUuid } from '../http/correlation-id.js';

export type { PublicContract } from '@rent/domain';

export const maskPartyId = (id: string): string =>
  id.length === 14 ? `${id.slice(0, 4)}${'*'.repeat(8)}${id.slice(12)}` : id;

export class PublicContractQuery extends Query<PublicContract> {
  constructor(
    readonly contractId: string,
    /** The term the link names (real estate views): it must be the contract's, so a guessed id alone finds nothing. */
    readonly term: { beginDate: string; endDate: string } | null,
    /** Which public view asks: the vehicle one, the premises one, or (null) a notice of either. */
    readonly vehicle: boolean | null,
  ) {
    super();
  }
}

@QueryHandler(PublicContractQuery)
export class PublicContractHandler implements IQueryHandler<PublicContractQuery> {
  constructor(
    @InjectRepository(ContractSummary) private readonly summaries: Repository<ContractSummary>,
    @InjectRepository(ContractHistoryEntry) private readonly history: Repository<ContractHistoryEntry>,
  ) {}

  async execute({ contractId, term, vehicle }: PublicContractQuery): Promise<PublicContract> {
    const row = isUuid(contractId)
      ? await this.summaries
          .createQueryBuilder('c')
          .addSelect('c.registered')
          .where('c.id = :id', { id: contractId })
          .getOne()
      : null;
    const found =
      row &&
      isRegistered(row.state) &&
      (vehicle === null || isVehicleKind(row.kind) === vehicle) &&
      (!term || (row.beginDate === term.beginDate && row.endDate === term.endDate));
    if (!found) throw new NotFoundException();
    // A contract's history is tens of events; the cap only guards against a runaway stream.
    const signed = await this.history.find({ where: { contractId }, order: { streamVersion: 'ASC' }, take: 1000 });
    return {
      id: row.id,
      registrationNumber: row.registrationNumber,
      kind: row.kind,
      contractNumber: row.contractNumber,
      contractDate: row.contractDate,
      state: row.state,
      removed: row.removedAt !== null,
      lessor: { name: row.lessorName, id: maskPartyId(row.lessorId) },
      lessee: { name: row.lesseeName, id: maskPartyId(row.lesseeId) },
      object: row.details?.vehicle?.plateNumber ?? row.cadastralNumber,
      area: isVehicleKind(row.kind) ? null : row.area,
      morePlots: (row.details?.land?.morePlots ?? []).map((p) => ({ object: p.cadastralNumber, area: p.area })),
      monthlyPayment: row.monthlyPayment,
      beginDate: row.beginDate,
      endDate: row.endDate,
      signatures: signed.flatMap(({ eventType, signature: s }) =>
        s
          ? [
              {
                eventType,
                holder: s.holder,
                organisation: s.organisation,
                serialNumber: s.serialNumber,
                issuer: s.issuer,
                signedAt: s.signedAt,
                timestamp: s.timestamp ?? null,
              },
            ]
          : [],
      ),
      facts: row.registered ? publicFacts(row.registered) : null,
    };
  }
}
