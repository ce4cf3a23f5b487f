import { z } from 'zod';
import { MessageKeys } from '../i18n-keys.js';
import { STAFF_GRANTS, STAFF_ROLES } from '../identity/staff-permissions.js';
import { TEXT_FIELDS, textField } from '../rules/text-fields.js';

/**
 * The committee's staff as an administrator manages them (`/api/operator/staff`, issue 19): who holds a
 * staff role or the backdoor grant, and the change of one person's grants. Roles ride in the access token,
 * so a change ends that person's sessions: they sign in again and carry the new ones.
 */
export const staffMemberSchema = z.object({
  userId: z.string(),
  /** Their PINFL: the staff sign in as persons. */
  pinfl: z.string(),
  name: z.string(),
  /** Only what this screen grants (STAFF_GRANTS); a person's taxpayer roles are theirs and kept as they are. */
  roles: z.array(z.enum(STAFF_GRANTS)),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** The answer to a change: the person as they now stand, and how many of their sessions it ended. */
export const staffRolesChangedSchema = staffMemberSchema.extend({ sessionsEnded: z.number().int() });
export type StaffRolesChanged = z.infer<typeof staffRolesChangedSchema>;

/** What the list may be narrowed by: one grant, and the start of a PINFL (the digits typed so far). */
export const staffListFilterSchema = z
  .object({
    role: z.enum(STAFF_GRANTS, MessageKeys.invalidValue).optional(),
    pinfl: z
      .string()
      .trim()
      .regex(/^\d{1,14}$/, MessageKeys.pinflInvalid)
      .optional(),
  })
  .strict();
export type StaffListFilter = z.infer<typeof staffListFilterSchema>;

/**
 * A person's staff grants as they are to be, all of them (an empty list takes them off the staff), with
 * the reason the audit trail keeps. The backdoor is entered by a member of the staff only: granted alone
 * it would open nothing, and is refused rather than recorded as if it did.
 */
export const staffRolesChangeSchema = z
  .object({
    roles: z
      .array(z.enum(STAFF_GRANTS, MessageKeys.invalidValue))
      .max(STAFF_GRANTS.length)
      .refine((roles) => new Set(roles).size === roles.length, MessageKeys.invalidValue)
      .refine(
        (roles) => !roles.includes('BACKDOOR') || roles.some((r) => (STAFF_ROLES as readonly string[]).includes(r)),
        MessageKeys.staffBackdoorNeedsRole,
      ),
    reason: textField(TEXT_FIELDS.backdoorReason).min(5, MessageKeys.reasonRequired),
  })
  .strict();
export type StaffRolesChange = z.infer<typeof staffRolesChangeSchema>;
