import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ATTACHMENT_TYPES,
  type AttachedFile,
  type AttachmentKind,
  type CommandResult,
  DomainError,
  MessageKeys,
  type StoredDocument,
} from '@rent/domain';
import { CLOCK, type Clock } from '../clock/clock.js';
import { ContractStream } from '../contracts/contract-stream.js';
import { partyActor, type Principal } from '../http/principal.js';
import type { SignedStepProof } from '../signing/signing.service.js';
import type { AttachmentStore } from './attachment-store.js';
import type { StoredPart } from './attachment-upload.js';
import { mergedScans } from './merged-scans.js';
import { UploadLedger } from './upload-ledger.js';

/** A document whose files are kept already: the step that makes it the contract's (DocumentAttached). */
export class AttachDocumentCommand extends Command<CommandResult> {
  constructor(
    readonly principal: Principal,
    readonly contractId: string,
    readonly kind: AttachmentKind,
    /** The files as the party signed them, in order. */
    readonly manifest: AttachedFile[],
    /** The same files as they came and were kept. */
    readonly parts: StoredPart[],
    readonly signed: SignedStepProof | undefined,
    readonly correlationId: string,
  ) {
    super();
  }
}

/**
 * Checks that the files kept are the files signed (each by size and SHA-256), makes one document of them
 * (several scans merged into one PDF), and lets the decider attach it. Whatever is refused, no file of it
 * stays in the store.
 */
@CommandHandler(AttachDocumentCommand)
export class AttachDocumentHandler implements ICommandHandler<AttachDocumentCommand> {
  constructor(
    private readonly stream: ContractStream,
    private readonly uploads: UploadLedger,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute(command: AttachDocumentCommand): Promise<CommandResult> {
    const { principal, contractId, manifest, parts, signed, correlationId } = command;
    // What this upload keeps or removes stays on the ledger until the event names it.
    const store = this.uploads.forContract(contractId);
    let document: StoredDocument | undefined;
    try {
      const asSigned = parts.every((p, i) => p.size === manifest[i]!.size && p.sha256 === manifest[i]!.sha256);
      if (!asSigned)
        throw new DomainError('DOCUMENT_NOT_AS_SIGNED', MessageKeys.documentNotAsSigned, 'invalid', 'files');
      document = parts.length === 1 ? this.single(command) : await this.merged(command, store);
      const attached = await this.stream.execute(
        contractId,
        {
          type: 'AttachDocument',
          data: { contractId, document, files: manifest },
          metadata: {
            actor: partyActor(principal),
            now: this.clock.now().toISOString(),
            ...(signed && { signature: signed.signature, signedVersion: signed.version }),
          },
        },
        correlationId,
      );
      await this.uploads.settle([document.attachmentId]);
      return attached;
    } catch (error) {
      await Promise.all([
        ...parts.filter((p) => p.id !== document?.attachmentId).map((p) => store.remove(p.id)),
        ...(document ? [store.remove(document.attachmentId)] : []),
      ]);
      throw error;
    }
  }

  private single({ kind, manifest, parts }: AttachDocumentCommand): StoredDocument {
    const [part] = parts;
    return {
      attachmentId: part!.id,
      kind,
      fileName: manifest[0]!.fileName,
      contentType: part!.type,
      size: part!.size,
      sha256: part!.sha256,
    };
  }

  /** Several scans as one PDF, kept under an id of its own; the scans themselves are not kept. */
  private async merged(
    { kind, manifest, parts }: AttachDocumentCommand,
    store: AttachmentStore,
  ): Promise<StoredDocument> {
    const scans = [];
    // A merge needs each file whole: at most 30 MB in all, as the upload allowed.
    for (const p of parts) scans.push({ type: p.type, bytes: Buffer.concat(await fromStore(store.open(p.id))) });
    const pdf = Buffer.from(await mergedScans(scans));
    const attachmentId = randomUUID();
    try {
      await store.save(attachmentId, Readable.from([pdf]));
    } catch {
      throw new DomainError('DOCUMENT_NOT_SAVED', MessageKeys.documentNotSaved, 'invalid', 'files');
    }
    await Promise.all(parts.map((p) => store.remove(p.id)));
    return {
      attachmentId,
      kind,
      fileName: `${manifest[0]!.fileName.replace(/\.[^.]*$/, '')}.pdf`,
      contentType: ATTACHMENT_TYPES.pdf,
      size: pdf.length,
      sha256: createHash('sha256').update(pdf).digest('hex'),
    };
  }
}

async function fromStore(chunks: AsyncIterable<Buffer>): Promise<Buffer[]> {
  const all: Buffer[] = [];
  for await (const c of chunks) all.push(c);
  return all;
}
