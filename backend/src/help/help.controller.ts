import { Controller, Get, Inject, Param } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import { HELP_VIDEO_TOPICS, type HelpVideo, helpVideoSchema } from '@rent/domain';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { LOGGER } from '../logging/logger.js';
import { Answers } from '../http/answers.js';

const topicParam = z.enum(HELP_VIDEO_TOPICS);

/** An address the page may load: https or the portal's own path; anything else in the table is ignored. */
const mediaUrl = z.string().regex(/^(https:\/\/|\/(?!\/))[^\s"'<>\\]+$/);

interface HelpVideoRow {
  video_url: string;
  captions_uz_latn: string | null;
  captions_uz_cyrl: string | null;
  captions_ru: string | null;
}

/** The help pages' video instructions (help-videos.migration.ts). */
@Controller('help')
export class HelpController {
  constructor(
    private readonly db: DataSource,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  @Answers.json(helpVideoSchema)
  @Get('videos/:topic')
  async video(@Param('topic', new ZodPipe(topicParam, 'topic')) topic: z.infer<typeof topicParam>): Promise<HelpVideo> {
    const [row] = (await this.db.query(
      'SELECT video_url, captions_uz_latn, captions_uz_cyrl, captions_ru FROM help_videos WHERE topic = $1',
      [topic],
    )) as HelpVideoRow[];
    if (!row) return { videoUrl: null, captions: [] };
    if (!mediaUrl.safeParse(row.video_url).success) {
      this.log.warn({ topic }, 'help video address refused: not https or a portal path');
      return { videoUrl: null, captions: [] };
    }
    const captions = (
      [
        ['uz-Latn', row.captions_uz_latn],
        ['uz-Cyrl', row.captions_uz_cyrl],
        ['ru', row.captions_ru],
      ] as const
    ).flatMap(([language, url]) => (url && mediaUrl.safeParse(url).success ? [{ language, url }] : []));
    return { videoUrl: row.video_url, captions };
  }
}
