import { Controller, Get, Headers, Inject, NotFoundException, Param, Post, Req, StreamableFile } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { InjectRepository } from '@nestjs/typeorm';
import type { Request } from 'express';
import { Readable } from 'node:stream';
import type { Repository } from 'typeorm';
import {
  ATTACHMENT_KINDS,
  ATTACHMENT_TYPES,
  type AttachmentKind,
  attachmentStepSchema,
  commandResultSchema,
  type ContractAttachment,
  contractAttachmentSchema,
  DomainError,
  isMessageKey,
  MessageKeys,
} from '@rent/domain';
import { contractHistoryProjection, ContractHistoryEntry, ContractSummary } from '@rent/projections';
import { assertParty, partyCaughtUp } from '../contracts/contract-queries.js';
import { contractIdOf } from '../contracts/contract-id.js';
import { ContractStream } from '../contracts/contract-stream.js';
import { ReadAfter } from '../event-store/read-after.js';
import { CorrelationId, isUuid } from '../http/correlation-id.js';
import { CurrentPrincipal, type Principal } from '../http/principal.js';
import { SIGNATURE_HEADER, SigningService, type SignedStepProof } from '../signing/signing.service.js';
import { ATTACHMENT_STORE, type AttachmentStore } from './attachment-store.js';
import { UploadLedger } from './upload-ledger.js';
import { readUpload } from './attachment-upload.js';
import { AttachDocumentCommand } from './attach-document.command.js';
import { z } from 'zod';
import { Answers } from '../http/answers.js';

const ATTACHED = 'DocumentAttached';

/**
 * Attached documents (spec §3, docs/api.md): a party uploads a document of a kind as multipart form data
 * (the signed manifest `files`, then the files), lists the contract's documents and downloads each. Only
 * the contract's parties (and employees holding it) find any of it; to anyone else it does not exist.
 */
@Controller()
export class AttachmentsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly contracts: ContractStream,
    private readonly signing: SigningService,
    private readonly readAfter: ReadAfter,
    @Inject(ATTACHMENT_STORE) private readonly store: AttachmentStore,
    private readonly uploads: UploadLedger,
    @InjectRepository(ContractSummary) private readonly summaries: Repository<ContractSummary>,
    @InjectRepository(ContractHistoryEntry) private readonly history: Repository<ContractHistoryEntry>,
  ) {}

  @Answers.json(commandResultSchema)
  @Post('contracts/:id/attachments/:documentKind')
  async attach(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('documentKind') kindParam: string,
    @Req() req: Request,
    @Headers(SIGNATURE_HEADER) pkcs7: string | undefined,
    @CorrelationId() correlationId: string,
  ) {
    const contractId = contractIdOf(id);
    const kind = (ATTACHMENT_KINDS as readonly string[]).includes(kindParam) ? (kindParam as AttachmentKind) : null;
    if (!kind) throw new NotFoundException();
    // Before a byte is read: the party's own contract, from its events (whatever the read models have seen yet).
    await this.assertPartyOf(contractId, principal);
    let signed: SignedStepProof | undefined;
    const { manifest, parts } = await readUpload(req, this.uploads.forContract(contractId), async (files) => {
      // Before a byte is kept: the party's signature of this manifest.
      const step = attachmentStepSchema.safeParse({ kind, files });
      if (!step.success) {
        // A manifest of the wrong shape is told as none; zod's own English is no message of ours.
        const { message } = step.error.issues[0]!;
        const key = isMessageKey(message) ? message : MessageKeys.documentNotAttached;
        throw new DomainError('DOCUMENT_NOT_ATTACHED', key, 'invalid', 'files');
      }
      signed = await this.signing.signedStep(principal.partyId, 'attach', contractId, step.data, pkcs7);
      return step.data.files;
    });
    return this.commands.execute(
      new AttachDocumentCommand(principal, contractId, kind, manifest, parts, signed, correlationId),
    );
  }

  /** A party of the contract, or an employee holding it for one; to anyone else it does not exist. */
  private async assertPartyOf(contractId: string, principal: Principal): Promise<void> {
    const contract = await this.contracts.load(contractId);
    const party =
      contract.status === 'Existing' &&
      (contract.lessorId === principal.partyId || contract.lesseeId === principal.partyId) &&
      (!principal.employeePinfl || (contract.holders[principal.partyId] ?? []).includes(principal.employeePinfl));
    if (!party) throw new NotFoundException();
  }

  @Answers.json(z.array(contractAttachmentSchema))
  @Get('contracts/:id/attachments')
  async list(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Headers('x-read-after') readAfter: string | undefined,
  ): Promise<ContractAttachment[]> {
    const contractId = contractIdOf(id);
    await partyCaughtUp(this.readAfter, principal, readAfter);
    await this.readAfter.wait(contractHistoryProjection.name, readAfter);
    await assertParty(this.summaries, contractId, principal);
    // A contract's history is tens of events; the cap only guards against a runaway stream.
    const rows = await this.history.find({
      where: { contractId, eventType: ATTACHED },
      order: { streamVersion: 'ASC' },
      take: 1000,
    });
    return rows.map((r) => {
      const d = r.details as Omit<ContractAttachment, 'attachedAt' | 'attachedBy'>;
      return { ...d, attachedAt: r.occurredAt.toISOString(), attachedBy: r.actorName };
    });
  }

  @Answers.file(...Object.values(ATTACHMENT_TYPES))
  @Get('contracts/:id/attachments/:attachmentId')
  async download(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Param('attachmentId') attachmentId: string,
    @Headers('x-read-after') readAfter: string | undefined,
  ): Promise<StreamableFile> {
    const contractId = contractIdOf(id);
    // A file just attached is opened at once: its party and its entry in the history, as the write left them.
    await partyCaughtUp(this.readAfter, principal, readAfter);
    await this.readAfter.wait(contractHistoryProjection.name, readAfter);
    await assertParty(this.summaries, contractId, principal);
    const row = isUuid(attachmentId)
      ? await this.history
          .createQueryBuilder('h')
          .where(
            "h.contract_id = :contractId AND h.event_type = :type AND h.details ->> 'attachmentId' = :attachmentId",
            {
              contractId,
              type: ATTACHED,
              attachmentId,
            },
          )
          .getOne()
      : null;
    if (!row) throw new NotFoundException({ code: 'NOT_FOUND', message: MessageKeys.notFound });
    const d = row.details as { fileName: string; contentType: string; size: number };
    return new StreamableFile(Readable.from(this.store.open(attachmentId)), {
      type: d.contentType,
      length: d.size,
      // The name as the party's computer gave it, quoted for the header and never a path.
      disposition: `attachment; filename="document"; filename*=UTF-8''${encodeURIComponent(d.fileName)}`,
    });
  }
}
