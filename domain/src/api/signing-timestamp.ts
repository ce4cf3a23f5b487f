import { z } from 'zod';

/**
 * A PKCS#7 (base64) as the E-IMZO helper's create_pkcs7 answers it, to be time-stamped by the portal
 * (`POST /api/signing/timestamp`, which answers it stamped in the same shape). It travels on in the
 * X-E-Signature header, which Node caps at 16 KB with the other headers, so nothing longer could be sent
 * with a step anyway.
 */
export const timestampRequestSchema = z
  .object({
    pkcs7: z
      .string()
      .max(16 * 1024)
      .regex(/^[A-Za-z0-9+/]+={0,2}$/),
  })
  .strict();
export type TimestampRequest = z.infer<typeof timestampRequestSchema>;

/** The PKCS#7 with the authority's time-stamp token attached. */
export const stampedSignatureSchema = z.object({ pkcs7: z.string() });
export type StampedSignature = z.infer<typeof stampedSignatureSchema>;
