import { Box, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { Employer } from '@rent/domain';
import { api } from '@/api/http';
import { getActFor, setActFor } from '@/api/session';

/**
 * For a person who works for legal entities: act for oneself, or for an employer on the contracts it
 * gave them to hold. The choice starts the portal again as that party.
 */
export function ActForSelect() {
  const translate = useTranslate();
  const employers = useQuery({
    queryKey: ['employers'],
    queryFn: () => api<Employer[]>('/account/employers'),
    staleTime: 60_000,
  });
  if (!employers.data?.length) return null;
  return (
    <Box sx={{ px: { xs: 1.5, sm: 3 }, pt: 2, width: '100%', maxWidth: 1400, mx: 'auto', boxSizing: 'border-box' }}>
      <TextField
        select
        size="small"
        label={translate('actFor.label')}
        value={getActFor() ?? ''}
        onChange={(e) => {
          setActFor(e.target.value || null);
          window.location.assign('/estate-list');
        }}
        sx={{ minWidth: 260, bgcolor: 'background.paper' }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{translate('actFor.self')}</MenuItem>
        {employers.data.map((e) => (
          <MenuItem key={e.tin} value={e.tin}>
            {e.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
