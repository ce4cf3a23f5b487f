import { NotFoundException } from '@nestjs/common';
import { Query, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import type { Receipt } from '@rent/domain';
import { ContractSummary } from '@rent/projections';
import { assertParty, type Viewer } from '../contracts/contract-queries.js';
import { RECEIPT_COLUMNS, type ReceiptRecord, toReceipt } from '../contracts/receipts/receipt-rows.js';

/** One receipt with the contract and parties its document names. */
export interface ReceiptDocument {
  receipt: Receipt;
  contract: Pick<
    ContractSummary,
    'registrationNumber' | 'contractNumber' | 'lessorId' | 'lessorName' | 'lesseeId' | 'lesseeName'
  >;
}

export class ReceiptDocumentQuery extends Query<ReceiptDocument> {
  constructor(
    readonly viewer: Viewer,
    readonly contractId: string,
    readonly receiptId: string,
  ) {
    super();
  }
}

/** A receipt of one of the viewer's contracts, for its PDF; any other receipt is not found. */
@QueryHandler(ReceiptDocumentQuery)
export class ReceiptDocumentHandler implements IQueryHandler<ReceiptDocumentQuery> {
  constructor(
    @InjectRepository(ContractSummary) private readonly summaries: Repository<ContractSummary>,
    @InjectDataSource() private readonly db: DataSource,
  ) {}

  async execute({ viewer, contractId, receiptId }: ReceiptDocumentQuery): Promise<ReceiptDocument> {
    await assertParty(this.summaries, contractId, viewer);
    const [row]: ReceiptRecord[] = await this.db.query(
      `SELECT ${RECEIPT_COLUMNS} FROM rent_receipts r WHERE r.receipt_id = $1 AND r.contract_id = $2`,
      [receiptId, contractId],
    );
    const contract = await this.summaries.findOne({
      where: { id: contractId },
      select: {
        registrationNumber: true,
        contractNumber: true,
        lessorId: true,
        lessorName: true,
        lesseeId: true,
        lesseeName: true,
      },
    });
    if (!row || !contract) throw new NotFoundException();
    return { receipt: toReceipt(row), contract };
  }
}
