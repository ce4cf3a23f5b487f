import { z } from 'zod';
import { MessageKeys } from '../i18n-keys.js';
import { STAFF_PERMISSIONS } from '../identity/staff-permissions.js';

/**
 * The staff audit trail as the back-office reads it (`GET /api/operator/audit`): every call of a staff
 * route, allowed or refused, with who, when, from where, on what and why, and the status it was answered;
 * a change of someone's staff roles also with the roles before and after.
 */
export const staffAuditRowSchema = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  userId: z.string(),
  userName: z.string(),
  roles: z.array(z.string()),
  permission: z.string(),
  allowed: z.boolean(),
  method: z.string(),
  route: z.string(),
  target: z.string().nullable(),
  params: z.record(z.string(), z.string()),
  reason: z.string().nullable(),
  address: z.string(),
  correlationId: z.string(),
  status: z.number().int().nullable(),
  /** What the call changed, as it was and as it became (a person's staff roles); null for any other call. */
  change: z.object({ before: z.array(z.string()), after: z.array(z.string()) }).nullable(),
});
export type StaffAuditRow = z.infer<typeof staffAuditRowSchema>;

const permissionNames = Object.keys(STAFF_PERMISSIONS) as [string, ...string[]];

/** What the trail may be narrowed by: who acted, the permission, what it was on (a contract, a TIN), a period. */
export const staffAuditFilterSchema = z
  .object({
    userId: z.uuid(MessageKeys.invalidValue).optional(),
    permission: z.enum(permissionNames, MessageKeys.invalidValue).optional(),
    target: z.string().trim().min(1).max(100).optional(),
    from: z.iso.datetime({ offset: true, error: MessageKeys.invalidValue }).optional(),
    to: z.iso.datetime({ offset: true, error: MessageKeys.invalidValue }).optional(),
  })
  .strict();
export type StaffAuditFilter = z.infer<typeof staffAuditFilterSchema>;
