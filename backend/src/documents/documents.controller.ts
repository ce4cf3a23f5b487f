import { Controller, Get, Header, Headers, Inject, NotFoundException, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { z } from 'zod';
import { SERVICE_KINDS, type ServiceKindCode } from '@rent/domain';
import { contractHistoryProjection } from '@rent/projections';
import { CLOCK, type Clock } from '../clock/clock.js';
import { ReadAfter } from '../event-store/read-after.js';
import { partyCaughtUp } from '../contracts/contract-queries.js';
import { isUuid } from '../http/correlation-id.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { CurrentPrincipal, partyActor, type Principal, Public } from '../http/principal.js';
import { CertificateQuery } from './certificate.query.js';
import type { DocumentLanguage } from './document-texts.js';
import { documentLanguage, download, MEDIA_TYPES } from './downloads.js';
import { Answers } from '../http/answers.js';

const kind = z.enum(SERVICE_KINDS as [ServiceKindCode, ...ServiceKindCode[]]);
const { pdf: PDF, docx: DOCX } = MEDIA_TYPES;

/**
 * The documents people download: a contract's registration certificate (its parties only), and the
 * sample contracts and the users' guide (anyone). The samples and the guide never change while the
 * process runs, so each is made once.
 */
@Controller()
export class DocumentsController {
  private readonly made = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly queries: QueryBus,
    private readonly readAfter: ReadAfter,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  private once(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    let bytes = this.made.get(key);
    if (!bytes) {
      bytes = make();
      this.made.set(key, bytes);
      // A failure is not kept: the next request tries again.
      bytes.catch(() => this.made.delete(key));
    }
    return bytes;
  }

  @Answers.file(PDF)
  @Get('contracts/:id/certificate')
  @Header('Cache-Control', 'private, no-store')
  async certificate(
    @CurrentPrincipal() principal: Principal,
    @Param('id') id: string,
    @Query('lang', new ZodPipe(documentLanguage, 'lang')) lang: DocumentLanguage,
    @Headers('x-read-after') readAfter: string | undefined,
  ) {
    if (!isUuid(id)) throw new NotFoundException();
    // A party that has just confirmed asks at once: the certificate shows the contract after that step.
    await partyCaughtUp(this.readAfter, principal, readAfter);
    await this.readAfter.wait(contractHistoryProjection.name, readAfter);
    const certificate = await this.queries.execute(new CertificateQuery(partyActor(principal), id));
    // The PDF and DOCX libraries load with the first document asked for (some 50 MB an instance may never need).
    const { certificatePdf } = await import('./certificate-pdf.js');
    const bytes = await certificatePdf(certificate, lang, this.clock.now());
    return download(bytes, PDF, `certificate-${certificate.contract.contractNumber}-${lang}.pdf`);
  }

  @Public()
  @Answers.file(DOCX)
  @Get('documents/samples/:kind')
  @Header('Cache-Control', 'public, max-age=3600')
  async sample(
    @Param('kind', new ZodPipe(kind, 'kind')) serviceKind: ServiceKindCode,
    @Query('lang', new ZodPipe(documentLanguage, 'lang')) lang: DocumentLanguage,
  ) {
    const bytes = await this.once(`sample:${serviceKind}:${lang}`, async () =>
      (await import('./sample-contract-docx.js')).sampleContractDocx(serviceKind, lang),
    );
    return download(bytes, DOCX, `sample-contract-${serviceKind.toLowerCase()}-${lang}.docx`);
  }

  @Public()
  @Answers.file(PDF)
  @Get('documents/users-guide')
  @Header('Cache-Control', 'public, max-age=3600')
  async usersGuide(@Query('lang', new ZodPipe(documentLanguage, 'lang')) lang: DocumentLanguage) {
    const bytes = await this.once(`guide:${lang}`, async () =>
      (await import('./users-guide-pdf.js')).usersGuidePdf(lang),
    );
    return download(bytes, PDF, `users-guide-${lang}.pdf`);
  }
}
