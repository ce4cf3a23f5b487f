import type { TranslateFunction } from 'react-admin';
import { STAFF_PERMISSIONS } from '@rent/domain';

/** Every staff permission, in the table's order: the audit screen's filter offers them. */
export const PERMISSIONS = Object.keys(STAFF_PERMISSIONS);

/** A permission's name in the reader's language; one the table no longer has (an old record) as recorded. */
export const permissionLabel = (translate: TranslateFunction, permission: string): string =>
  translate(`operator.permissions.${permission}`, { _: permission });

/** Roles as the reader names them: the staff's roles and grant translated, a taxpayer's as recorded. */
export const rolesLabel = (translate: TranslateFunction, roles: readonly string[]): string =>
  roles.map((role) => translate(`operator.roles.${role}`, { _: role })).join(', ');
