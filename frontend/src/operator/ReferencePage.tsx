import {
  Alert,
  Chip,
  CircularProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { formatSum, mayDo, type ReferenceChange } from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { formatDate, formatInstant, todayInTashkent } from '@/ui/format';
import { BhmProposalForm } from './BhmProposalForm';
import { ReferenceDecision } from './ReferenceDecision';
import { ScreenTitle } from './ScreenTitle';

const STATE_COLOURS = { proposed: 'warning', approved: 'success', rejected: 'default' } as const;

/** The BHM in force today (`GET /api/reference/bhm?date=`), as the portal's forms use it now. */
function BhmInForce() {
  const translate = useTranslate();
  const today = todayInTashkent();
  const bhm = useQuery({
    queryKey: ['operator-reference', 'bhm', today],
    queryFn: () => api<{ validFrom: string; amount: number }>(`/reference/bhm?date=${today}`),
    retry: false,
  });
  if (bhm.isPending) return <CircularProgress size={24} aria-label={translate('app.loading')} />;
  return (
    <Alert severity={bhm.data ? 'info' : 'warning'} sx={{ maxWidth: 720 }} data-testid="bhm-in-force">
      {bhm.data
        ? translate('operator.reference.inForce', {
            amount: formatSum(bhm.data.amount),
            date: formatDate(bhm.data.validFrom),
          })
        : translate(
            bhm.error instanceof ApiError && bhm.error.status === 404
              ? 'operator.reference.noneInForce'
              : 'errors.fetchError',
          )}
    </Alert>
  );
}

/** A change's value as the reader reads it: a BHM as its amount in so'm and the act that set it. */
function ChangeValue({ change }: { change: ReferenceChange }) {
  const translate = useTranslate();
  const { amount, source } = change.value as { amount?: number; source?: string };
  return (
    <>
      <strong>{translate('operator.reference.amount', { amount: formatSum(amount) })}</strong>
      {source && <Typography variant="body2">{source}</Typography>}
    </>
  );
}

/** Who did it, when and why: a proposal's or a decision's. */
function Act({ who, at, why }: { who: string | null; at: string | null; why: string | null }) {
  if (!who) return <>—</>;
  return (
    <>
      {who}
      <Typography variant="body2" color="text.secondary">
        {formatInstant(at)}
      </Typography>
      {why && <Typography variant="body2">{why}</Typography>}
    </>
  );
}

/**
 * Reference data under four eyes (issue 19, screen 2), BHM first: the amount in force today, a new one
 * proposed from a date after today, and the history of every change with who proposed and who decided it,
 * when and why; a supervisor approves or rejects the proposals of others.
 */
export function ReferencePage() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const { identity } = useGetIdentity();
  const may = (p: Parameters<typeof mayDo>[1]) => mayDo(permissions ?? [], p);
  const changes = useQuery({
    queryKey: ['operator-reference', 'changes'],
    queryFn: () => api<ReferenceChange[]>('/operator/reference/changes'),
  });
  const column = (key: string) => translate(`operator.reference.columns.${key}`);
  // The API keeps the proposer's name; one's own proposal is not offered for one's own decision.
  const mayDecide = (change: ReferenceChange) =>
    may('approveReference') && change.state === 'proposed' && change.proposedById !== identity?.id;
  return (
    <>
      <ScreenTitle>{translate('operator.reference.title')}</ScreenTitle>
      <BhmInForce />
      {may('proposeReference') && <BhmProposalForm />}
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('operator.reference.history')}
      </Typography>
      {changes.isError && <Alert severity="error">{translate('errors.fetchError')}</Alert>}
      <Paper sx={{ my: 1, overflowX: 'auto' }}>
        <Table size="small" data-testid="reference-changes" aria-label={translate('operator.reference.history')}>
          <TableHead>
            <TableRow>
              {['state', 'kind', 'value', 'effectiveFrom', 'proposed', 'decided'].map((key) => (
                <TableCell key={key}>{column(key)}</TableCell>
              ))}
              {may('approveReference') && <TableCell>{column('actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.data?.length === 0 && (
              <TableRow>
                <TableCell colSpan={7}>{translate('operator.reference.none')}</TableCell>
              </TableRow>
            )}
            {changes.data?.map((change) => (
              <TableRow key={change.id} data-testid="reference-change">
                <TableCell>
                  <Chip
                    size="small"
                    color={STATE_COLOURS[change.state]}
                    label={translate(`operator.reference.states.${change.state}`)}
                    data-testid="change-state"
                  />
                </TableCell>
                <TableCell>{translate(`operator.reference.kinds.${change.kind}`)}</TableCell>
                <TableCell>
                  <ChangeValue change={change} />
                </TableCell>
                <TableCell>{formatDate(change.effectiveFrom)}</TableCell>
                <TableCell>
                  <Act who={change.proposedBy} at={change.proposedAt} why={change.reason} />
                </TableCell>
                <TableCell>
                  <Act who={change.decidedBy} at={change.decidedAt} why={change.decisionReason} />
                </TableCell>
                {may('approveReference') && (
                  <TableCell>{mayDecide(change) && <ReferenceDecision change={change} />}</TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </>
  );
}
