import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Video instructions of the help pages (spec §2 /car/video/help), as the committee publishes them: one
 * row per topic with the video's address and, per language, its captions (WebVTT). Empty at first: the
 * portal has no video yet, and the page says so until an operator adds one.
 */
export class HelpVideos1767000041310 implements MigrationInterface {
  name = 'HelpVideos1767000041310';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE help_videos (
        topic text PRIMARY KEY,
        video_url text NOT NULL,
        captions_uz_latn text,
        captions_uz_cyrl text,
        captions_ru text
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE help_videos');
  }
}
