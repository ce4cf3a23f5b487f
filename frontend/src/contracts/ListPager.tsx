import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { IconButton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * A list's paging under its table (spec §2: the page size selector hidden): which rows of how many are
 * shown, and the previous and next page. `totalBound`: a narrowed list counted only so far, which holds
 * more than that (docs/api.md, X-Total-Bound).
 */
export function ListPager({
  page,
  perPage,
  total,
  totalBound,
  setPage,
}: {
  page: number;
  perPage: number;
  total: number | undefined;
  totalBound?: number | null;
  setPage: (page: number) => void;
}) {
  const translate = useTranslate();
  const from = total ? (page - 1) * perPage + 1 : 0;
  const to = Math.min(page * perPage, total ?? 0);
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center', p: 1 }}>
      <Typography variant="body2" aria-live="polite">
        {totalBound
          ? translate('list.pageInfoMore', { from, to, total: totalBound })
          : translate('list.pageInfo', { from, to, total: total ?? 0 })}
      </Typography>
      <IconButton aria-label={translate('list.previousPage')} disabled={page <= 1} onClick={() => setPage(page - 1)}>
        <ChevronLeft />
      </IconButton>
      <IconButton
        aria-label={translate('list.nextPage')}
        disabled={to >= (total ?? 0)}
        onClick={() => setPage(page + 1)}
      >
        <ChevronRight />
      </IconButton>
    </Stack>
  );
}
