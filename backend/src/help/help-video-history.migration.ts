import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The help videos get a dated history (issue 19): each topic's video from its own day, changed under four
 * eyes (reference-changes.ts), so a video is published from a chosen day and the page shows it from then.
 * A row already there (published by hand) becomes its topic's first, in force since before the portal
 * opened. An approved video brings its captions as WebVTT text (captions_vtt_*), served by the portal
 * itself; the addresses of captions elsewhere (captions_*) stay for the rows published by hand.
 */
export class HelpVideoHistory1767000110950 implements MigrationInterface {
  name = 'HelpVideoHistory1767000110950';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE help_videos
        ADD COLUMN valid_from date NOT NULL DEFAULT DATE '2000-01-01',
        ADD COLUMN change_id uuid REFERENCES reference_changes (id),
        ADD COLUMN captions_vtt_uz_latn text,
        ADD COLUMN captions_vtt_uz_cyrl text,
        ADD COLUMN captions_vtt_ru text`);
    await q.query('ALTER TABLE help_videos ALTER COLUMN valid_from DROP DEFAULT');
    await q.query('ALTER TABLE help_videos DROP CONSTRAINT help_videos_pkey, ADD PRIMARY KEY (topic, valid_from)');
  }

  async down(q: QueryRunner): Promise<void> {
    // Each topic keeps its first video, as it was before.
    await q.query(
      `DELETE FROM help_videos v WHERE valid_from > (SELECT min(valid_from) FROM help_videos f WHERE f.topic = v.topic)`,
    );
    await q.query('ALTER TABLE help_videos DROP CONSTRAINT help_videos_pkey, ADD PRIMARY KEY (topic)');
    await q.query(
      `ALTER TABLE help_videos DROP COLUMN valid_from, DROP COLUMN change_id, DROP COLUMN captions_vtt_uz_latn,
         DROP COLUMN captions_vtt_uz_cyrl, DROP COLUMN captions_vtt_ru`,
    );
  }
}
