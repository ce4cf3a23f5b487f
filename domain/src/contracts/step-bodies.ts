import { z } from 'zod';
import type { SignedStep } from '../signing/signed-document.js';
import { agreementSchema, cancellationSchema, rejectionSchema, termsChangeSchema, withdrawalSchema } from './contract-terms.schema.js';

const none = z.object({});

/**
 * The body of each step of `POST /api/contracts/{id}/{verb}`: the API parses with these, and the forms
 * parse with them before they sign, so both sides sign and check the same parsed body.
 */
export const STEP_BODIES = {
  confirm: none,
  reject: rejectionSchema,
  'request-change': rejectionSchema,
  change: termsChangeSchema,
  withdraw: withdrawalSchema,
  'propose-change': termsChangeSchema,
  'add-agreement': agreementSchema,
  'confirm-change': none,
  'reject-change': rejectionSchema,
  'request-cancellation': cancellationSchema,
  'accept-cancellation': none,
  'reject-cancellation': rejectionSchema,
  resubmit: termsChangeSchema,
} as const satisfies Record<Exclude<SignedStep, 'create'>, z.ZodType>;
