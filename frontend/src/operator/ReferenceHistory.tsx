import { Alert, Chip, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useGetIdentity, usePermissions, useTranslate } from 'react-admin';
import { mayDo, type ReferenceChange, type ReferenceKind } from '@rent/domain';
import { api } from '@/api/http';
import { formatDate, formatInstant } from '@/ui/format';
import { ReferenceChangeValue } from './ReferenceChangeValue';
import { ReferenceDecision } from './ReferenceDecision';

const STATE_COLOURS = { proposed: 'warning', approved: 'success', rejected: 'default' } as const;

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
 * The history of one kind's values (`GET /api/operator/reference/changes?kind=`): every change with who
 * proposed and who decided it, when and why; a supervisor approves or rejects the proposals of others.
 */
export function ReferenceHistory({ kind }: { kind: ReferenceKind }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const { identity } = useGetIdentity();
  const mayApprove = mayDo(permissions ?? [], 'approveReference');
  const changes = useQuery({
    queryKey: ['operator-reference', 'changes', kind],
    queryFn: () => api<ReferenceChange[]>(`/operator/reference/changes?kind=${kind}`),
  });
  const column = (key: string) => translate(`operator.reference.columns.${key}`);
  // The API keeps the proposer's name; one's own proposal is not offered for one's own decision.
  const mayDecide = (change: ReferenceChange) =>
    mayApprove && change.state === 'proposed' && change.proposedById !== identity?.id;
  const title = translate('operator.reference.history');
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {title}
      </Typography>
      {changes.isError && <Alert severity="error">{translate('errors.fetchError')}</Alert>}
      <Paper sx={{ my: 1, overflowX: 'auto' }}>
        <Table size="small" data-testid="reference-changes" aria-label={title}>
          <TableHead>
            <TableRow>
              {['state', 'value', 'effectiveFrom', 'proposed', 'decided'].map((key) => (
                <TableCell key={key}>{column(key)}</TableCell>
              ))}
              {mayApprove && <TableCell>{column('actions')}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.data?.length === 0 && (
              <TableRow>
                <TableCell colSpan={6}>{translate('operator.reference.none')}</TableCell>
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
                <TableCell>
                  <ReferenceChangeValue change={change} />
                </TableCell>
                <TableCell>{formatDate(change.effectiveFrom)}</TableCell>
                <TableCell>
                  <Act who={change.proposedBy} at={change.proposedAt} why={change.reason} />
                </TableCell>
                <TableCell>
                  <Act who={change.decidedBy} at={change.decidedAt} why={change.decisionReason} />
                </TableCell>
                {mayApprove && <TableCell>{mayDecide(change) && <ReferenceDecision change={change} />}</TableCell>}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
    </>
  );
}
