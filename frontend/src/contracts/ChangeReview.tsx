import { Alert, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { pendingLabelKey } from '@rent/domain';
import { PageUnavailable } from '@/ui/PageUnavailable';
import { contractViewPath, reviewPath } from '@/ui/contract-paths';
import { ChangesTable } from './ChangesTable';
import { ContractSteps } from './ContractSteps';
import { useContract } from './useContract';

/**
 * /contract/edit-show/…: the other party views a change (made before approval, or proposed after it, or
 * a supplementary agreement) and confirms or rejects it; the contract keeps its terms until then.
 */
export function ChangeReview() {
  const translate = useTranslate();
  const { data: c, isPending, error } = useContract(reviewPath);
  if (isPending) return <CircularProgress aria-label={translate('app.loading')} />;
  if (error || !c) return <PageUnavailable reason="errors.notFound" back="/estate-list" backLabel="view.back" />;
  const label = pendingLabelKey(c.pendingStep);
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <Typography variant="h5" component="h1">
          {translate('review.title')} — № {c.contractNumber}
        </Typography>
        {c.pendingChanges?.length && label ? (
          <>
            <Typography>{translate(label)}</Typography>
            <ChangesTable changes={c.pendingChanges} />
            <ContractSteps
              contract={{
                ...c,
                steps: (c.steps ?? []).filter((s) =>
                  ['confirm', 'reject', 'confirm-change', 'reject-change'].includes(s),
                ),
              }}
            />
          </>
        ) : (
          <Alert severity="info">{translate('review.none')}</Alert>
        )}
        <Button component={RouterLink} to={contractViewPath(c)} sx={{ alignSelf: 'flex-start' }}>
          {translate('review.back')}
        </Button>
      </Stack>
    </Paper>
  );
}
