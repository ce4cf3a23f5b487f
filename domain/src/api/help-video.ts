import { z } from 'zod';
import { LABEL_LANGUAGES } from '../catalogue/labels.js';

/** The topics the help pages have a video instruction for (`GET /api/help/videos/{topic}`). */
export const HELP_VIDEO_TOPICS = ['car-rent'] as const;

/** A help page's video instruction, with captions in each language it has. */
export const helpVideoSchema = z.object({
  /** Null while no video is published: the page shows its written guide instead. */
  videoUrl: z.string().nullable(),
  captions: z.array(z.object({ language: z.enum(LABEL_LANGUAGES), url: z.string() })),
});
export type HelpVideo = z.infer<typeof helpVideoSchema>;
