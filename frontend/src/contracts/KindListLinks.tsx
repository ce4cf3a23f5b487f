import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The lists of spec §2 that show some kinds only (leasing, operative management, vehicles, non-resident
 * contracts), linked from the contracts list: their pages hide the tab menu, so this is how one gets there.
 */
const KIND_LISTS = [
  { path: '/leasing-list', label: 'list.titleOf.LEASING' },
  { path: '/operative-list', label: 'list.titleOf.OPERATIVE' },
  { path: '/car/renting/list', label: 'list.titleOf.VEHICLES' },
  { path: '/non-resident-list', label: 'list.titleOf.NON_RESIDENT' },
] as const;

export function KindListLinks() {
  const translate = useTranslate();
  return (
    <Stack component="nav" aria-label={translate('list.kindLists')} direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      {KIND_LISTS.map((l) => (
        <Button key={l.path} component={RouterLink} to={l.path} size="small" variant="outlined">
          {translate(l.label)}
        </Button>
      ))}
    </Stack>
  );
}
