import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Button, Paper, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

interface Props {
  /** Why this user cannot use the page: a message key. */
  reason: string;
  params?: Record<string, string | number>;
  /** Where the way back leads, and what it says. */
  back: string;
  backLabel: string;
}

/** A page this user cannot use: it says why and offers the way back, never one sentence and a dead end. */
export function PageUnavailable({ reason, params, back, backLabel }: Props) {
  const translate = useTranslate();
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} data-testid="page-unavailable">
      <Stack spacing={2}>
        <Alert severity="warning">{translate(reason, params)}</Alert>
        <Button component={RouterLink} to={back} startIcon={<ArrowBack />} sx={{ alignSelf: 'flex-start' }}>
          {translate(backLabel)}
        </Button>
      </Stack>
    </Paper>
  );
}
