import { contractHoldersProjection, contractSummaryProjection, rentReceiptsProjection } from '@rent/projections';
import type { ReadAfter } from '../../event-store/read-after.js';
import type { Principal } from '../../http/principal.js';

/**
 * After one's own step, a contract's receipts and its parties' standing are read as that step left them:
 * the summary (who the parties are), the receipts, and for an employee the contracts it holds.
 */
export async function receiptsSettled(
  readAfter: ReadAfter,
  principal: Principal,
  position: string | undefined,
): Promise<void> {
  await readAfter.wait(contractSummaryProjection.name, position);
  await readAfter.wait(rentReceiptsProjection.name, position);
  if (principal.employeePinfl) await readAfter.wait(contractHoldersProjection.name, position);
}
