import { ConflictException, Inject, NotFoundException } from '@nestjs/common';
import { type IQueryHandler, Query, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { type Actor, isVehicleKind, MessageKeys, publicViewPath } from '@rent/domain';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { GetContractQuery } from '../contracts/contract-queries.js';
import { type PublicContract, PublicContractQuery } from '../contracts/public-contract.query.js';

/** What a registration certificate prints: the public view of the contract, when it was registered, and where to check it. */
export interface Certificate {
  contract: PublicContract;
  registeredAt: Date;
  /** The absolute address of the contract's public view, which the QR code carries. */
  publicUrl: string;
}

export class CertificateQuery extends Query<Certificate> {
  constructor(
    readonly actor: Actor,
    readonly contractId: string,
  ) {
    super();
  }
}

/**
 * A certificate is a party's (anyone else: 404, as the contract itself) and exists only for a contract on
 * record, exactly what the public view shows: it is built from that view, so the paper and the page agree.
 */
@QueryHandler(CertificateQuery)
export class CertificateHandler implements IQueryHandler<CertificateQuery> {
  constructor(
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, contractId }: CertificateQuery): Promise<Certificate> {
    const own = await this.queries.execute(new GetContractQuery(actor, { id: contractId }));
    const term = { beginDate: own.beginDate, endDate: own.endDate };
    const contract = await this.queries
      .execute(new PublicContractQuery(contractId, isVehicleKind(own.kind) ? null : term, isVehicleKind(own.kind)))
      .catch((error: unknown) => {
        // The party sees its contract, so the public view's "not found" can only mean: not on record (yet).
        if (error instanceof NotFoundException)
          throw new ConflictException({
            code: 'CONTRACT_NOT_REGISTERED',
            message: MessageKeys.certificateNotRegistered,
          });
        throw error;
      });
    return {
      contract,
      registeredAt: new Date(own.createdAt),
      publicUrl: `${this.config.PUBLIC_BASE_URL.replace(/\/+$/, '')}${publicViewPath(contract)}`,
    };
  }
}
