import { z } from 'zod';
import { LABEL_LANGUAGES } from '../catalogue/labels.js';
import { MessageKeys } from '../i18n-keys.js';

/** The topics the help pages have a video instruction for (`GET /api/help/videos/{topic}`). */
export const HELP_VIDEO_TOPICS = ['car-rent'] as const;

/**
 * A caption file's text as an operator proposes it: at most this many characters, so that all three, in
 * Cyrillic (two bytes a letter), still fit the API's 100 kB request body (some 20 minutes of speech each).
 */
export const MAX_CAPTIONS_LENGTH = 12_000;

/**
 * A video's address as an operator proposes it: https only (the page loads it as it is), on a named host, with
 * none of the characters that could leave the attribute it is written into.
 */
export const helpVideoUrlSchema = z
  .string({ error: MessageKeys.invalidValue })
  .max(2000, MessageKeys.invalidValue)
  .regex(
    /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?(?:[/?#][^\s"'<>\\]*)?$/i,
    MessageKeys.invalidValue,
  );

/**
 * A caption file in WebVTT: the format's signature (an optional byte-order mark, then "WEBVTT" alone or
 * followed by a space, a tab or the line's end) and a bounded size; the cues themselves the browser reads.
 */
export const webVttSchema = z
  .string({ error: MessageKeys.invalidValue })
  .max(MAX_CAPTIONS_LENGTH, MessageKeys.invalidValue)
  .regex(/^\uFEFF?WEBVTT(?:[ \t][^\r\n]*)?(?:\r\n|\r|\n|$)/, MessageKeys.invalidValue);

/** A help page's video instruction, with captions in each language it has. */
export const helpVideoSchema = z.object({
  /** Null while no video is published: the page shows its written guide instead. */
  videoUrl: z.string().nullable(),
  captions: z.array(z.object({ language: z.enum(LABEL_LANGUAGES), url: z.string() })),
});
export type HelpVideo = z.infer<typeof helpVideoSchema>;
