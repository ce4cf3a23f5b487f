import { Alert, Box, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { api, ApiError } from '@/api/http';
import { employersRead, representedRead } from '@/providers/session-reads';
import { getActFor, setActFor } from '@/api/session';

/**
 * For a person who works for legal entities or whom parties authorised as their representative (issue 21):
 * act for oneself, for an employer on the contracts it gave them to hold, or for a party within its
 * authorisation. The choice starts the portal again as that party. Both lists are the person's own, asked
 * without the party acted for, so the choice stays when the party has revoked its authorisation; and why
 * the portal now refuses to act for it (revoked, ended) is said here, above whatever page refused.
 */
export function ActForSelect() {
  const translate = useTranslate();
  const employers = useQuery(employersRead);
  const represented = useQuery(representedRead);
  const choices = [
    ...(employers.data ?? []).map((e) => ({ id: e.tin, label: e.name })),
    ...(represented.data ?? []).map((p) => ({
      id: p.partyId,
      label: translate('actFor.representing', { name: p.name }),
    })),
  ];
  const current = getActFor();
  const standing = useQuery({
    queryKey: ['act-for-standing', current],
    queryFn: () => api('/oauth/account'),
    enabled: !!current,
    retry: false,
  });
  const refusal = standing.error instanceof ApiError && standing.error.status === 403 ? standing.error : undefined;
  // A party that no longer lets the person act for it stays shown as chosen, so they can leave it.
  if (current && !choices.some((c) => c.id === current)) choices.push({ id: current, label: current });
  if (!choices.length) return null;
  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, pt: 2, width: '100%', maxWidth: 1400, mx: 'auto', boxSizing: 'border-box' }}>
      <TextField
        select
        size="small"
        label={translate('actFor.label')}
        value={current ?? ''}
        onChange={(e) => {
          setActFor(e.target.value || null);
          window.location.assign('/estate-list');
        }}
        sx={{ minWidth: 260, bgcolor: 'background.paper' }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate('actFor.self')}</MenuItem>
        {choices.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.label}
          </MenuItem>
        ))}
      </TextField>
      {refusal && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {translate(refusal.messageKey)}
        </Alert>
      )}
    </Box>
  );
}
