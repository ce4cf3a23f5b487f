import { CONTRACT_STEPS, STEP_TABLE, type StepVerb } from '../contracts/step-table.js';

/**
 * An operator's taking a contract off the register (`POST /api/operator/contracts/{id}/remove`), signed
 * with the operator's own key as a party signs its steps. No party's verb is spelled so.
 */
export const REMOVAL_STEP = 'remove-from-register';

/**
 * A party's authorisation of a representative (`POST /api/representatives`, issue 21), signed as a
 * registration is: the document names the id the authorisation is to have, at version 0.
 */
export const REPRESENTATIVE_GRANT_STEP = 'authorise-representative';

/**
 * A bulk upload's file (issue 21), signed whole: the document names the upload's id (chosen by the sender,
 * at version 0, so the same signed file is taken once) and the SHA-256 of the file's bytes. Each contract a
 * row of it registers carries that signature.
 */
export const BULK_UPLOAD_STEP = 'bulk-upload';

/** The rent-receipt steps (issue 21): the lessor issues or annuls a receipt, the lessee disputes one. */
export const RECEIPT_VERBS = ['issue-receipt', 'dispute-receipt', 'annul-receipt'] as const;

/**
 * What a party (or, for a removal, an operator) signs for a contract step (spec §6, §7): one canonical
 * document per step, the same bytes in the browser (which has the E-IMZO helper sign them) and on the
 * server (which checks the PKCS#7 holds exactly them). The document names the step and the contract, so a
 * signature cannot be moved to another step or another contract, and it carries the step's body as the
 * API parses it. It names the contract's stream version the signer saw, too, and the step is taken only
 * on exactly that version: a signature kept and sent again once the contract is back in the same state is
 * for an older version.
 */
export type SignedStep =
  | 'create'
  | 'attach'
  | 'issue-invoice'
  | (typeof RECEIPT_VERBS)[number]
  | typeof REMOVAL_STEP
  | typeof REPRESENTATIVE_GRANT_STEP
  | typeof BULK_UPLOAD_STEP
  | StepVerb;
export const SIGNED_STEPS: readonly SignedStep[] = [
  'create',
  'attach',
  'issue-invoice',
  ...RECEIPT_VERBS,
  REMOVAL_STEP,
  REPRESENTATIVE_GRANT_STEP,
  BULK_UPLOAD_STEP,
  ...CONTRACT_STEPS.map((step) => STEP_TABLE[step].verb),
];

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

/**
 * The document of a step on a contract at a stream version (the number of its events). A registration
 * names the id the new contract is to have, chosen by the browser, at version 0 (no stream yet), so that
 * the same signed registration cannot register a second contract.
 */
export const signedDocument = (step: SignedStep, contractId: string, body: unknown, version: number): string =>
  canonicalJson({ body: body ?? {}, contractId, document: 'rent-contract-step', step, version });

/** What a signed document says it is for. */
export interface SignedFor {
  step: string;
  contractId: string;
  version: number;
}

/** A document's step, contract and version, if the text is one of ours (to tell "another step's signature" from a forgery). */
export function readSignedDocument(text: string): SignedFor | null {
  try {
    const d = JSON.parse(text) as { document?: unknown; step?: unknown; contractId?: unknown; version?: unknown };
    if (d.document !== 'rent-contract-step' || typeof d.step !== 'string' || typeof d.contractId !== 'string')
      return null;
    if (typeof d.version !== 'number' || !Number.isSafeInteger(d.version) || d.version < 0) return null;
    return { step: d.step, contractId: d.contractId, version: d.version };
  } catch {
    return null;
  }
}
