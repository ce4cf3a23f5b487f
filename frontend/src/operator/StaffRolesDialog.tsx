import {
  Checkbox,
  DialogContentText,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Alert,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useGetIdentity, useNotify, useTranslate } from 'react-admin';
import {
  pinflSchema,
  STAFF_GRANTS,
  type StaffGrant,
  type StaffMember,
  type StaffRolesChanged,
  staffRolesChangeSchema,
} from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { DigitsInput } from '@/ui/inputs';
import { FormDialog } from './FormDialog';
import { ReasonField } from './ReasonDialog';

/** What the dialog is open for: a new member of the staff by PINFL, or one listed member's roles. */
export type StaffAsked = { mode: 'add' } | { mode: 'change'; member: StaffMember } | null;

type Field = 'pinfl' | 'roles' | 'reason' | 'form';
type Errors = Partial<Record<Field, string>>;

/** The API's refusal as the fields it names, else as the form's: in the reader's language. */
function refusalErrors(error: unknown): Errors {
  if (!(error instanceof ApiError)) return { form: 'errors.errorOccurred' };
  const { reason, roles } = error.errors;
  if (reason || roles) return { reason, roles };
  return { form: error.messageKey };
}

/**
 * A person's staff roles as they are to be (issue 19): each grant ticked or not, with the reason the audit
 * trail keeps. Added by PINFL, or changed for one listed; the API ends their sessions, and says so.
 */
export function StaffRolesDialog({ asked, onClose, onSaved }: { asked: StaffAsked; onClose(): void; onSaved(): void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { identity } = useGetIdentity();
  const [opened, setOpened] = useState<StaffAsked>(null);
  const [pinfl, setPinfl] = useState('');
  const [roles, setRoles] = useState<readonly StaffGrant[]>([]);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  // Each opening starts from the member as listed (or empty for a new one).
  if (asked !== opened) {
    setOpened(asked);
    setPinfl(asked?.mode === 'change' ? asked.member.pinfl : '');
    setRoles(asked?.mode === 'change' ? asked.member.roles : []);
    setReason('');
    setErrors({});
  }

  const toggle = (grant: StaffGrant, on: boolean) =>
    setRoles((held) => STAFF_GRANTS.filter((g) => (g === grant ? on : held.includes(g))));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const found: Errors = {};
    const id = pinflSchema.safeParse(pinfl);
    if (!id.success) found.pinfl = id.error.issues[0]!.message;
    const change = staffRolesChangeSchema.safeParse({ roles, reason });
    if (!change.success) for (const issue of change.error.issues) found[issue.path[0] as Field] ??= issue.message;
    setErrors(found);
    if (!id.success || !change.success) return;
    setBusy(true);
    try {
      const saved = await api<StaffRolesChanged>(`/operator/staff/${encodeURIComponent(id.data)}/roles`, {
        method: 'PUT',
        body: change.data,
      });
      notify('operator.staff.saved', {
        type: 'success',
        messageArgs: { name: saved.name, count: saved.sessionsEnded },
      });
      onSaved();
    } catch (refused) {
      setErrors(refusalErrors(refused));
    } finally {
      setBusy(false);
    }
  }

  const member = asked?.mode === 'change' ? asked.member : null;
  // A change of one's own roles ends one's own sessions too: said before, not found out after.
  const own = member !== null && identity?.id === member.userId;
  const shown = (key: string | undefined) => (key ? translate(key) : undefined);
  return (
    <FormDialog
      open={asked !== null}
      title={
        member
          ? translate('operator.staff.changeTitle', { name: member.name, pinfl: member.pinfl })
          : translate('operator.staff.addTitle')
      }
      onSubmit={submit}
      onClose={onClose}
      busy={busy}
    >
      <DialogContentText sx={{ mb: 2 }}>
        {translate(member ? 'operator.staff.changeText' : 'operator.staff.addText')}
      </DialogContentText>
      {own && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('operator.staff.ownText')}
        </Alert>
      )}
      {errors.form && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {translate(errors.form)}
        </Alert>
      )}
      {!member && (
        <DigitsInput
          label={translate('operator.staff.pinfl')}
          digits={14}
          value={pinfl}
          onChange={setPinfl}
          error={!!errors.pinfl}
          helperText={shown(errors.pinfl) ?? translate('operator.staff.pinflHint')}
          required
          autoFocus
          fullWidth
          sx={{ mb: 2 }}
        />
      )}
      <FormControl component="fieldset" error={!!errors.roles} sx={{ mb: 2 }}>
        <FormLabel component="legend">{translate('operator.staff.grants')}</FormLabel>
        <FormGroup>
          {STAFF_GRANTS.map((grant) => (
            <FormControlLabel
              key={grant}
              control={<Checkbox checked={roles.includes(grant)} onChange={(e) => toggle(grant, e.target.checked)} />}
              label={
                grant === 'BACKDOOR'
                  ? `${translate('operator.roles.BACKDOOR')} (${translate('operator.staff.backdoorHint')})`
                  : translate(`operator.roles.${grant}`)
              }
            />
          ))}
        </FormGroup>
        {errors.roles && <FormHelperText>{translate(errors.roles)}</FormHelperText>}
      </FormControl>
      <ReasonField value={reason} onChange={setReason} error={shown(errors.reason)} />
    </FormDialog>
  );
}
