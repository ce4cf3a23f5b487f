import { z } from 'zod';
import { instant } from './json-values.js';

/** A message the development SMS gateway "sent" (`GET /api/dev/sms?phone=`, development only), so a developer can read a code. */
export const devSmsSchema = z.object({ id: z.string(), phone: z.string(), text: z.string(), sentAt: instant });
export type DevSms = z.infer<typeof devSmsSchema>;
