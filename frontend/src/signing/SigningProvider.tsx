import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useGetIdentity } from 'react-admin';
import { type SignedStep, signedDocument } from '@rent/domain';
import { useFormSettings } from '@/reference/useFormSettings';
import { KeySelectDialog } from './KeySelectDialog';

/**
 * Signs a step's canonical document with a key the user chooses: the PKCS#7 (base64) to send with the
 * step, `undefined` where the portal does not ask for signatures, or `null` if the user cancelled.
 */
export type Sign = (step: SignedStep, contractId: string | null, body: unknown) => Promise<string | undefined | null>;

const SignContext = createContext<Sign>(() => Promise.resolve(undefined));

export const useSign = (): Sign => useContext(SignContext);

interface Pending {
  document: string;
  resolve: (pkcs7: string | null) => void;
}

/** One key dialog for the whole portal, opened by whichever page takes a step. */
export function SigningProvider({ children }: { children: ReactNode }) {
  const { identity } = useGetIdentity();
  const settings = useFormSettings(!!identity);
  const required = settings.data?.signatureRequired === true;
  const [pending, setPending] = useState<Pending>();

  const sign = useCallback<Sign>(
    (step, contractId, body) => {
      if (!required) return Promise.resolve(undefined);
      return new Promise((resolve) => setPending({ document: signedDocument(step, contractId, body), resolve }));
    },
    [required],
  );
  const value = useMemo(() => sign, [sign]);
  const partyId = (identity as { partyId?: string } | undefined)?.partyId ?? '';

  return (
    <SignContext.Provider value={value}>
      {children}
      {pending && (
        <KeySelectDialog
          document={pending.document}
          partyId={partyId}
          onDone={(pkcs7) => {
            pending.resolve(pkcs7);
            setPending(undefined);
          }}
        />
      )}
    </SignContext.Provider>
  );
}
