import { Controller, Get, Header, Inject, NotFoundException, Param } from '@nestjs/common';
import type { Logger } from 'pino';
import { DataSource } from 'typeorm';
import { z } from 'zod';
import {
  HELP_VIDEO_TOPICS,
  type HelpVideo,
  helpVideoSchema,
  LABEL_LANGUAGES,
  MessageKeys,
  tashkentDate,
} from '@rent/domain';
import { CLOCK, type Clock } from '../clock/clock.js';
import { Public } from '../http/principal.js';
import { ZodPipe } from '../http/zod-body.pipe.js';
import { LOGGER } from '../logging/logger.js';
import { Answers } from '../http/answers.js';

const topicParam = z.enum(HELP_VIDEO_TOPICS);
const languageParam = z.enum(LABEL_LANGUAGES);
type Topic = z.infer<typeof topicParam>;
type Language = z.infer<typeof languageParam>;

/** An address the page may load: https or the portal's own path; anything else in the table is ignored. */
const mediaUrl = z.string().regex(/^(https:\/\/|\/(?!\/))[^\s"'<>\\]+$/);

/** Each language's captions: the portal's own WebVTT text (an approved change), or an address (by hand). */
const CAPTION_COLUMNS = {
  'uz-Latn': { text: 'captions_vtt_uz_latn', url: 'captions_uz_latn' },
  'uz-Cyrl': { text: 'captions_vtt_uz_cyrl', url: 'captions_uz_cyrl' },
  ru: { text: 'captions_vtt_ru', url: 'captions_ru' },
} as const satisfies Record<Language, { text: string; url: string }>;

type HelpVideoRow = { video_url: string } & Record<
  (typeof CAPTION_COLUMNS)[Language][keyof (typeof CAPTION_COLUMNS)[Language]],
  string | null
>;

/**
 * The help pages' video instructions (help-videos.migration.ts): each topic's video in force today
 * (Tashkent), the latest not after it, so a video approved for a later day (reference-changes.ts) is shown
 * from that day on.
 */
@Controller('help')
export class HelpController {
  constructor(
    private readonly db: DataSource,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(LOGGER) private readonly log: Logger,
  ) {}

  @Answers.json(helpVideoSchema)
  @Get('videos/:topic')
  async video(@Param('topic', new ZodPipe(topicParam, 'topic')) topic: Topic): Promise<HelpVideo> {
    const row = await this.inForce(topic);
    if (!row) return { videoUrl: null, captions: [] };
    if (!mediaUrl.safeParse(row.video_url).success) {
      this.log.warn({ topic }, 'help video address refused: not https or a portal path');
      return { videoUrl: null, captions: [] };
    }
    const captions = LABEL_LANGUAGES.flatMap((language) => {
      const { text, url } = CAPTION_COLUMNS[language];
      if (row[text]) return [{ language, url: `/api/help/videos/${topic}/captions/${language}` }];
      const address = row[url];
      return address && mediaUrl.safeParse(address).success ? [{ language, url: address }] : [];
    });
    return { videoUrl: row.video_url, captions };
  }

  /**
   * The captions of the video in force, in one language, as the portal keeps them (WebVTT). Open to anyone:
   * the page's <track> loads them without the bearer token, and they say only what the video says.
   */
  @Public()
  @Answers.file('text/vtt')
  @Get('videos/:topic/captions/:language')
  @Header('Content-Type', 'text/vtt; charset=utf-8')
  async captions(
    @Param('topic', new ZodPipe(topicParam, 'topic')) topic: Topic,
    @Param('language', new ZodPipe(languageParam, 'language')) language: Language,
  ): Promise<string> {
    const text = (await this.inForce(topic))?.[CAPTION_COLUMNS[language].text];
    if (!text) throw new NotFoundException({ code: 'NOT_FOUND', message: MessageKeys.notFound });
    return text;
  }

  private async inForce(topic: Topic): Promise<HelpVideoRow | undefined> {
    const [row] = (await this.db.query(
      `SELECT * FROM help_videos WHERE topic = $1 AND valid_from <= $2 ORDER BY valid_from DESC LIMIT 1`,
      [topic, tashkentDate(this.clock.now())],
    )) as HelpVideoRow[];
    return row;
  }
}
