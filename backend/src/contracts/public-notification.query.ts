import { NotFoundException } from '@nestjs/common';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { hasPublicNotice, type PublicNotification } from '@rent/domain';
import { ContractHistoryEntry } from '@rent/projections';
import { isUuid } from '../http/correlation-id.js';
import { PublicContractQuery } from './public-contract.query.js';

export class PublicNotificationQuery extends Query<PublicNotification> {
  constructor(
    readonly eventId: string,
    /** The contract's term as the link names it: a guessed event id alone finds nothing. */
    readonly term: { beginDate: string; endDate: string },
  ) {
    super();
  }
}

@QueryHandler(PublicNotificationQuery)
export class PublicNotificationHandler implements IQueryHandler<PublicNotificationQuery> {
  constructor(
    @InjectRepository(ContractHistoryEntry) private readonly history: Repository<ContractHistoryEntry>,
    private readonly queries: QueryBus,
  ) {}

  async execute({ eventId, term }: PublicNotificationQuery): Promise<PublicNotification> {
    const entry = isUuid(eventId) ? await this.history.findOneBy({ eventId }) : null;
    if (!entry || !hasPublicNotice(entry.eventType)) throw new NotFoundException();
    // The contract as its public view shows it: registered, and of the term the link names, or nothing.
    const contract = await this.queries.execute(new PublicContractQuery(entry.contractId, term, null));
    return { id: entry.eventId, eventType: entry.eventType, occurredAt: entry.occurredAt.toISOString(), contract };
  }
}
