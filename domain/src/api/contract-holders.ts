import { z } from 'zod';
import { pinflSchema } from '../rules/identifiers.js';

/** The PINFLs of the employees holding a contract for the caller's side (`GET /api/contracts/{id}/holders`). */
export const contractHoldersSchema = z.array(z.string());

/** Who is to hold it from now on (`POST /api/contracts/{id}/holders`): up to fifty, a few people, not a department's roster. */
export const assignHoldersSchema = z.object({ pinfls: z.array(pinflSchema).max(50) }).strict();
export type AssignHoldersInput = z.infer<typeof assignHoldersSchema>;
