import { MessageKeys } from '../i18n-keys.js';

/**
 * The committee's staff and what each may do (issue 19): one table, read by the API's guard (a route
 * names the permission it needs) and by the operators' screens (a menu shows what the signed-in role may
 * open), and proved route by route in the permission-matrix test.
 *
 * A role grants what its row lists and nothing else; a user may hold several. `BACKDOOR` is not a role but
 * a grant an operator holds besides one: entering as a taxpayer, read-only, with a reason.
 */
export const STAFF_ROLES = ['OPERATOR', 'SUPERVISOR', 'ADMIN'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const BACKDOOR_GRANT = 'BACKDOOR';
/** What an administrator grants or withdraws on the staff screen: the roles and the backdoor grant. */
export const STAFF_GRANTS = [...STAFF_ROLES, BACKDOOR_GRANT] as const;
export type StaffGrant = (typeof STAFF_GRANTS)[number];

const ALL_STAFF = STAFF_ROLES;
/** An operator reads and acts on the register; a supervisor may do all an operator may, and more. */
const REGISTER_STAFF = ['OPERATOR', 'SUPERVISOR'] as const;

export const STAFF_PERMISSIONS = {
  /** Contracts of every party and their history. */
  searchContracts: REGISTER_STAFF,
  /** The register's figures at a glance: registrations by day, kind and region, states, what waits. */
  readDashboard: ALL_STAFF,
  /** The audit trail of the staff's own actions, and the backdoor entries with their reasons. */
  readAudit: ALL_STAFF,
  /** Taking a contract off the register, with a reason. */
  removeContract: REGISTER_STAFF,
  /** The read models' place against the log, and a stalled one's retry: the portal's operation. */
  readProjections: ALL_STAFF,
  retryProjection: ALL_STAFF,
  /** Rebuilding a read model from the log, as a job a worker runs, with its progress shown. */
  rebuildProjection: ['SUPERVISOR', 'ADMIN'],
  /** The scheduled work: failed jobs, and the daily sweep run by hand. */
  readJobs: ALL_STAFF,
  runJobs: ALL_STAFF,
  /** Reference data (BHM, rates, …): an operator proposes a change, a supervisor approves it (four eyes). */
  proposeReference: REGISTER_STAFF,
  approveReference: ['SUPERVISOR'],
  readReference: ALL_STAFF,
  /** Loading a registry extract (CSV) from the browser, and the history of such loads. */
  importRegistries: ['SUPERVISOR', 'ADMIN'],
  readRegistryImports: ALL_STAFF,
  /** A user found by TIN/PINFL: sign-in standing, sessions, sign-ins and SMS. */
  readAccounts: ALL_STAFF,
  /** Clearing the wrong-password count that slows a login's sign-ins down. */
  unlockAccount: ['SUPERVISOR'],
  /** Ending one of a user's sessions. */
  endSession: ['SUPERVISOR', 'ADMIN'],
  /** Entering as a taxpayer (the backdoor), read-only, with a reason. */
  enterAsTaxpayer: [BACKDOOR_GRANT],
  /** Who is on the staff and with which roles: granting and withdrawing them (the staff screen). */
  manageStaff: ['ADMIN'],
} as const satisfies Record<string, readonly string[]>;

export type StaffPermission = keyof typeof STAFF_PERMISSIONS;

/** Whether the user is one of the committee's staff (holds a staff role). */
export const isStaff = (roles: readonly string[]): boolean => STAFF_ROLES.some((role) => roles.includes(role));

/** Whether roles held together grant the permission; only a member of the staff holds any. */
export const mayDo = (roles: readonly string[], permission: StaffPermission): boolean =>
  isStaff(roles) && (STAFF_PERMISSIONS[permission] as readonly string[]).some((role) => roles.includes(role));

/** What a refusal says: its code and message key (the backdoor keeps the words its page shows). */
export const staffRefusal = (permission: StaffPermission) =>
  permission === 'enterAsTaxpayer'
    ? { code: 'BACKDOOR_NOT_ALLOWED', message: MessageKeys.backdoorNotAllowed }
    : { code: 'NOT_PERMITTED', message: MessageKeys.operatorOnly };
