import { z } from 'zod';

/** The party's contracts counted (`GET /api/contract/info-panel`, spec §3): the cabinet's figures and the list tab's badge. */
export const infoPanelSchema = z.object({
  /** The party's contracts by state code. */
  counts: z.record(z.string(), z.number()),
  /** Contracts sent to the party, by state (spec §3: inComing entries with state and rentCount). */
  inComing: z.array(z.object({ state: z.number(), rentCount: z.number() })),
});
export type InfoPanel = z.infer<typeof infoPanelSchema>;
