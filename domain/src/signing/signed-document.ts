/**
 * What a party signs for a contract step (spec §6, §7): one canonical document per step, the same bytes
 * in the browser (which has the E-IMZO helper sign them) and on the server (which checks the PKCS#7 holds
 * exactly them). The document names the step and the contract, so a signature cannot be moved to
 * another step or another contract, and it carries the step's body as the API parses it.
 */
export const SIGNED_STEPS = [
  'create',
  'confirm',
  'reject',
  'request-change',
  'change',
  'withdraw',
  'propose-change',
  'add-agreement',
  'confirm-change',
  'reject-change',
  'request-cancellation',
  'accept-cancellation',
  'reject-cancellation',
  'resubmit',
] as const;
export type SignedStep = (typeof SIGNED_STEPS)[number];

export const isSignedStep = (verb: string): verb is SignedStep => (SIGNED_STEPS as readonly string[]).includes(verb);

/** JSON with every object's keys in code-point order and no spaces; `undefined` members are left out, as JSON does. */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
}

/** The document of a step: registration has no contract id yet (null). */
export const signedDocument = (step: SignedStep, contractId: string | null, body: unknown): string =>
  canonicalJson({ body: body ?? {}, contractId, document: 'rent-contract-step', step });

/** A document's step and contract, if the text is one of ours (to tell "another step's signature" from a forgery). */
export function readSignedDocument(text: string): { step: string; contractId: string | null } | null {
  try {
    const d = JSON.parse(text) as { document?: unknown; step?: unknown; contractId?: unknown };
    if (d.document !== 'rent-contract-step' || typeof d.step !== 'string') return null;
    return { step: d.step, contractId: typeof d.contractId === 'string' ? d.contractId : null };
  } catch {
    return null;
  }
}

/** Who signed, as the event keeps it and the history shows it. */
export interface EventSignature {
  /** The certificate's serial number (hex) and its holder. */
  serialNumber: string;
  holder: string;
  organisation: string | null;
  tin: string | null;
  pinfl: string | null;
  issuer: string;
  validFrom: string;
  validTo: string;
  /** When it was signed, ISO: the time stamp's time where there is one, else the PKCS#7 signing time. */
  signedAt: string;
  /** The RFC 3161 time stamp on the signature, where the signer's helper attached one. */
  timestamp?: { at: string; authority: string };
  /** The PKCS#7 itself, base64, so anyone can check it again later. */
  pkcs7: string;
}
