import { SetMetadata } from '@nestjs/common';
import type { StaffPermission } from '@rent/domain';

/**
 * A staff route: only a user whose roles grant the permission (domain's STAFF_PERMISSIONS) may call it,
 * and every call, allowed or refused, leaves a row in the staff audit trail (identity/staff/).
 */
export const REQUIRES = 'rent:requires';
export const Requires = (permission: StaffPermission) => SetMetadata(REQUIRES, permission);
