import { Controller, Get, Headers, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Response } from 'express';
import type { Repository } from 'typeorm';
import { z } from 'zod';
import {
  contractRecordSchema,
  type StaffHistoryEntry,
  staffHistoryEntrySchema,
  type StaffContract,
  type StaffContractFilter,
  staffContractFilterSchema,
  staffContractSchema,
} from '@rent/domain';
import {
  ContractHistoryEntry,
  ContractSummary,
  contractHistoryProjection,
  contractSummaryProjection,
} from '@rent/projections';
import { contractIdOf } from '../contracts/contract-id.js';
import { toContractView } from '../contracts/contract-view.js';
import { ReadAfter } from '../event-store/read-after.js';
import { json, range } from '../contracts/list-params.js';
import { Answers } from '../http/answers.js';
import { Requires } from '../http/requires.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { searchContracts } from './staff-contract-search.js';
import { staffHistory } from './staff-history.js';
import { setContentRange } from '../http/content-range.js';

const searchQuery = z.object({ filter: json(staffContractFilterSchema, {}), range });

/**
 * The register as the committee's staff read it (issue 19): every party's contracts, searched, one opened,
 * its full document history. Each call is recorded in the staff audit trail (the guard does it).
 */
@Controller('operator/contracts')
export class StaffContractsController {
  constructor(
    @InjectRepository(ContractSummary) private readonly summaries: Repository<ContractSummary>,
    @InjectRepository(ContractHistoryEntry) private readonly history: Repository<ContractHistoryEntry>,
    private readonly readAfter: ReadAfter,
  ) {}

  /**
   * Newest first; paged as the parties' lists are (`Content-Range`, `X-Total-Bound`). After the staff
   * member's own step (a removal) it finds the contracts as the step left them.
   */
  @Requires('searchContracts')
  @Answers.json(z.array(contractRecordSchema))
  @Get()
  async search(
    @Query(new ZodPipe(searchQuery)) q: { filter: StaffContractFilter; range: [number, number] },
    @Headers('x-read-after') readAfter: string | undefined,
    @Res({ passthrough: true }) res: Response,
  ) {
    // The summary and its search rows, and the history a search by who acted reads.
    await Promise.all([
      this.readAfter.wait(contractSummaryProjection.name, readAfter),
      this.readAfter.wait(contractHistoryProjection.name, readAfter),
    ]);
    const { rows, start, total, totalBound } = await searchContracts(this.summaries.manager, q.filter, q.range);
    setContentRange(res, 'contracts', start, rows.length, total, totalBound);
    return rows;
  }

  /**
   * With the version an operator's signed removal names, as a party's opened contract has it; after the
   * operator's own step (X-Read-After) it is read as that step left it.
   */
  @Requires('searchContracts')
  @Answers.json(staffContractSchema)
  @Get(':id')
  async one(@Param('id') id: string, @Headers('x-read-after') readAfter: string | undefined): Promise<StaffContract> {
    await this.readAfter.wait(contractSummaryProjection.name, readAfter);
    const row = await this.summaries.findOneBy({ id: contractIdOf(id) });
    if (!row) throw new NotFoundException();
    return { ...toContractView(row), version: row.version };
  }

  /** Every event of the contract, oldest first: who acted (of which kind, which person), when, what changed. */
  @Requires('searchContracts')
  @Answers.json(z.array(staffHistoryEntrySchema))
  @Get(':id/history')
  async historyOf(
    @Param('id') id: string,
    @Headers('x-read-after') readAfter: string | undefined,
  ): Promise<StaffHistoryEntry[]> {
    const contractId = contractIdOf(id);
    await Promise.all([
      this.readAfter.wait(contractSummaryProjection.name, readAfter),
      this.readAfter.wait(contractHistoryProjection.name, readAfter),
    ]);
    if (!(await this.summaries.existsBy({ id: contractId }))) throw new NotFoundException();
    return staffHistory(this.history.manager, contractId);
  }
}
