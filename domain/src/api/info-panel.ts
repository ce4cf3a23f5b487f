import { z } from 'zod';

/** The party's contracts counted (`GET /api/contract/info-panel`, spec §3): the cabinet's figures and the list tab's badge. */
export const infoPanelSchema = z.object({
  /** The party's contracts on the register, both sides, by the spec's state codes (10, 12, 15, 20, 27, 50). */
  counts: z.record(z.string(), z.number()),
  /**
   * What awaits the party (spec §3: inComing entries with state and rentCount): contracts sent to it for
   * approval, one entry for state 10; empty when nothing waits.
   */
  inComing: z.array(z.object({ state: z.number(), rentCount: z.number() })),
});
export type InfoPanel = z.infer<typeof infoPanelSchema>;
