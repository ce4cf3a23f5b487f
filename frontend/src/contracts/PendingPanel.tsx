import { Alert, AlertTitle, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { pendingLabelKey } from '@rent/domain';
import { contractPath } from '@/ui/contract-paths';
import { formatDate } from '@/ui/format';
import { ChangesTable } from './ChangesTable';
import type { ContractRecord } from './contract-record';

/** What waits for a party now: who asked, why, and what would change. */
export function PendingPanel({ contract: c }: { contract: ContractRecord }) {
  const translate = useTranslate();
  const label = pendingLabelKey(c.pendingStep);
  if (!label) return null;
  const by = c.pendingBy === c.lessorId ? c.lessorName : c.lesseeName;
  return (
    <Alert severity="info" data-testid="pending-panel">
      <AlertTitle>{translate(label)}</AlertTitle>
      <Typography variant="body2">{translate('pending.by', { party: by })}</Typography>
      {c.pendingReason && (
        <Typography variant="body2">{translate('pending.reason', { reason: c.pendingReason })}</Typography>
      )}
      {c.pendingEffectiveYear && (
        <Typography variant="body2">{translate('pending.effectiveYear', { year: c.pendingEffectiveYear })}</Typography>
      )}
      {c.pendingAgreement && (
        <Typography variant="body2">
          {translate('pending.agreement', {
            number: c.pendingAgreement.number,
            date: formatDate(c.pendingAgreement.date),
          })}
        </Typography>
      )}
      {c.pendingChanges && c.pendingChanges.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <ChangesTable changes={c.pendingChanges} />
          <Button component={RouterLink} to={contractPath('edit-show', c)} size="small" sx={{ mt: 1 }}>
            {translate('steps.viewChange')}
          </Button>
        </Box>
      )}
    </Alert>
  );
}
