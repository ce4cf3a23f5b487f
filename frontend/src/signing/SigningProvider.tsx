import { useQueryClient } from '@tanstack/react-query';
import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';
import type { SignedStep } from '@rent/domain';
import { formSettingsQuery } from '@/reference/useFormSettings';

// Code only a signing step needs, fetched when one is taken: not on every page's first load.
const KeySelectDialog = lazy(() => import('./KeySelectDialog').then((m) => ({ default: m.KeySelectDialog })));

/**
 * Signs a step's canonical document for a contract at the version the page shows (a registration: the
 * new contract's id at version 0) with a key the user chooses: the PKCS#7 (base64) to send with the step,
 * `undefined` where the portal does not ask for signatures, or `null` if the user cancelled.
 */
export type Sign = (
  step: SignedStep,
  contractId: string,
  body: unknown,
  version: number,
) => Promise<string | undefined | null>;

const SignContext = createContext<Sign>(() => Promise.resolve(undefined));

export const useSign = (): Sign => useContext(SignContext);

interface Pending {
  document: string;
  siteKeys: string[];
  resolve: (pkcs7: string | null) => void;
}

/**
 * One key dialog for the whole portal, opened by whichever page takes a step. It asks the portal's
 * settings only when a step is taken (by a signed-in user), never on the pages before sign-in.
 */
export function SigningProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending>();

  const sign = useCallback<Sign>(
    async (step, contractId, body, version) => {
      const settings = await queryClient.fetchQuery(formSettingsQuery);
      if (!settings.signatureRequired) return undefined;
      const { signedDocument } = await import('./step-document');
      return new Promise((resolve) =>
        setPending({
          document: signedDocument(step, contractId, body, version),
          siteKeys: settings.eimzoApiKeys,
          resolve,
        }),
      );
    },
    [queryClient],
  );

  return (
    <SignContext.Provider value={sign}>
      {children}
      {pending && (
        <Suspense fallback={null}>
          <KeySelectDialog
            document={pending.document}
            siteKeys={pending.siteKeys}
            onDone={(pkcs7) => {
              pending.resolve(pkcs7);
              setPending(undefined);
            }}
          />
        </Suspense>
      )}
    </SignContext.Provider>
  );
}
