import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useGetIdentity, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { MessageKeys, type Registration } from '@rent/domain';
import { ApiError } from '@/api/http';
import { INFO_PANEL_KEY } from '@/api/info-panel';
import type { PortalDataProvider } from '@/providers/dataProvider';
import { newContractId } from '@/signing/new-contract-id';
import { useSign } from '@/signing/SigningProvider';
import { contractViewPath } from '@/ui/contract-paths';
import { type FieldErrors, fieldErrors } from './terms-form';

/**
 * What every registration form does with its errors and its submission: field messages from the shared
 * schema or from the API (with the values a refusal names, such as the minimum rent), and sending the
 * registration, then opening the new contract.
 */
export function useRegistration(label: (field: string) => string) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<PortalDataProvider>();
  const { identity } = useGetIdentity();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [errorParams, setErrorParams] = useState<Record<string, string | number>>({});
  const [busy, setBusy] = useState(false);
  const sign = useSign();

  const error = (field: string) =>
    errors[field] ? translate(errors[field], { ...errorParams, label: label(field) }) : undefined;
  /** Forgets the messages of the fields whose path starts with one of these, as the user edits them. */
  const clearErrors = (...prefixes: string[]) =>
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !prefixes.some((p) => k.startsWith(p)))));

  /** The schema refused the values: name each field and say what is missing. */
  function invalid(issues: { path: PropertyKey[]; message: string }[]) {
    setErrors(fieldErrors(issues));
    notify(MessageKeys.fillAllInformation, { type: 'warning' });
  }

  /** `lessorId`: the lessee registers (issue 21), naming the lessor who is to confirm it. */
  async function send(registration: Registration, lessorId?: string) {
    setBusy(true);
    try {
      // Registering is signed where the portal asks for it, for a contract id chosen here (the server
      // registers it under that id); closing the key dialog sends nothing. A lessee signs its whole
      // declaration, the lessor it names included.
      const declaration = lessorId === undefined ? undefined : { lessorId, registration };
      const signature = await sign('create', newContractId(), declaration ?? registration, 0);
      if (signature === null) return;
      const { id } = declaration
        ? await dataProvider.declareContract(declaration, signature)
        : await dataProvider.createContract(registration, signature);
      notify(MessageKeys.contractRegistered, { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: INFO_PANEL_KEY });
      const partyId = (identity as { partyId?: string } | undefined)?.partyId ?? '';
      navigate(
        contractViewPath({
          id,
          kind: registration.kind,
          beginDate: registration.beginDate,
          endDate: registration.endDate,
          initiatorId: partyId,
        }),
      );
    } catch (err) {
      if (err instanceof ApiError) {
        setErrors(err.errors);
        setErrorParams(err.params);
        notify(err.messageKey, { type: 'error', messageArgs: err.params });
      } else notify(MessageKeys.errorOccurred, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return { errors, errorParams, busy, error, clearErrors, invalid, send };
}
