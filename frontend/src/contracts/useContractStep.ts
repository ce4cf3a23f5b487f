import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { type ContractStep, MessageKeys, STEP_TABLE } from '@rent/domain';
import { ApiError } from '@/api/http';
import { INFO_PANEL_KEY } from '@/api/info-panel';
import type { PortalDataProvider } from '@/providers/dataProvider';
import { useSign } from '@/signing/SigningProvider';
import type { ContractRecord } from './contract-record';

/** Takes a step on a contract, tells the user how it went, and refreshes what shows it. */
export function useContractStep() {
  const dataProvider = useDataProvider<PortalDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const sign = useSign();

  /**
   * `contract` as the page shows it: a signed step names the version shown, so it is taken only if the
   * contract has not moved on since (else the API answers SIGNATURE_OUTDATED and the page is refreshed).
   */
  async function run(
    contract: Pick<ContractRecord, 'id' | 'version'>,
    step: ContractStep,
    body: object = {},
  ): Promise<{ ok: true } | { ok: false; errors: Record<string, string>; params: Record<string, string | number> }> {
    const { id } = contract;
    setBusy(true);
    try {
      // The body as the API will parse it, so the signed document and the server's are the same bytes.
      const { verb, body: schema, done } = STEP_TABLE[step];
      const parsed = schema.safeParse(body);
      const sent = parsed.success ? parsed.data : body;
      const signature = await sign(verb, id, sent, contract.version ?? 0);
      if (signature === null) return { ok: false, errors: {}, params: {} };
      await dataProvider.contractStep(id, verb, sent, signature);
      notify(done, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: INFO_PANEL_KEY });
      refresh();
      return { ok: true };
    } catch (error) {
      // A refusal may name things (the contracts that keep an operative management in force): pass them on.
      if (error instanceof ApiError) notify(error.messageKey, { type: 'error', messageArgs: error.params });
      else notify(MessageKeys.errorOccurred, { type: 'error' });
      // The contract moved on while the step was being signed: show it as it is now.
      if (error instanceof ApiError && error.code === 'SIGNATURE_OUTDATED') refresh();
      return error instanceof ApiError
        ? { ok: false, errors: error.errors, params: error.params }
        : { ok: false, errors: {}, params: {} };
    } finally {
      setBusy(false);
    }
  }

  return { run, busy };
}
