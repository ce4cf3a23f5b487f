import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Link,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import Block from '@mui/icons-material/Block';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import {
  useBasename,
  useDataProvider,
  usePermissions,
  useRecordContext,
  useShowController,
  useTranslate,
  ShowContextProvider,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { type ContractRecord, isTin, isVehicleKind, mayDo, type StaffContract } from '@rent/domain';
import { HistoryEntryCard } from '@/contracts/HistoryEntryCard';
import { StateLabel } from '@/contracts/StateLabel';
import { formatDate, formatInstant, formatSum } from '@/ui/format';
import { ActedBy } from './ActedBy';
import { ContractJobs } from './ContractJobs';
import type { OperatorDataProvider } from './operator-data';
import { RemoveContractDialog } from './RemoveContractDialog';
import { ScreenTitle } from './ScreenTitle';

/** A section of the contract's page, named by its heading for screen readers. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography variant="h6" component="h2" id={id} sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** What a section shows while it loads, or when it could not be read. */
function Pending({ failed }: { failed: boolean }) {
  const translate = useTranslate();
  return failed ? (
    <Alert severity="error">{translate('errors.fetchError')}</Alert>
  ) : (
    <CircularProgress size={24} aria-label={translate('app.loading')} />
  );
}

/** The contract's facts as registered and as they stand, a row each. */
function Facts({ contract: c }: { contract: ContractRecord }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const vehicle = isVehicleKind(c.kind);
  // The backdoor starts here too (issue 19): a legal entity's cabinet, read-only, for the staff who hold
  // the grant; its page asks the reason and records the entry. It enters by TIN, so a person has none.
  const mayEnter = mayDo(permissions ?? [], 'enterAsTaxpayer');
  const party = (id: string, name: string) =>
    mayEnter && isTin(id) ? (
      <>
        {`${name} (${id}) `}
        <Link component={RouterLink} to={`/backdoor/by-tin/${id}`}>
          {translate('operator.contract.enterAs', { name })}
        </Link>
      </>
    ) : (
      `${name} (${id})`
    );
  const rows: [string, ReactNode][] = [
    ['view.fields.registrationNumber', c.registrationNumber ?? translate('operator.contracts.unnumbered')],
    ['view.fields.contractNumber', c.contractNumber],
    ['view.fields.contractDate', formatDate(c.contractDate)],
    ['view.fields.kind', translate(`kinds.${c.kind}`)],
    ['view.fields.state', <StateLabel key="state" state={c.state} />],
    ['view.fields.lessor', party(c.lessorId, c.lessorName)],
    ['view.fields.lessee', party(c.lesseeId, c.lesseeName)],
    [vehicle ? 'view.fields.plateNumber' : 'view.fields.cadastralNumber', c.cadastralNumber],
    ...(vehicle
      ? []
      : ([
          ['view.fields.address', c.address],
          ['view.fields.area', formatSum(c.area)],
        ] as [string, ReactNode][])),
    ['view.fields.monthlyPayment', formatSum(c.monthlyPayment)],
    ['view.fields.beginDate', formatDate(c.beginDate)],
    ['view.fields.endDate', formatDate(c.endDate)],
    ['view.fields.purpose', c.purpose ?? '—'],
    ['view.fields.createdAt', formatInstant(c.createdAt)],
    ['view.fields.stateChangedAt', formatInstant(c.stateChangedAt)],
  ];
  if (c.rejectionReason) rows.push(['view.fields.rejectionReason', c.rejectionReason]);
  if (c.cancellationReason) rows.push(['view.fields.cancellationReason', c.cancellationReason]);
  if (c.removalReason)
    rows.push([
      'operator.contract.removed',
      translate('view.removed', { date: formatDate(c.removalDate ?? ''), reason: c.removalReason }),
    ]);
  return (
    <Table size="small" data-testid="contract-facts">
      <TableBody>
        {rows.map(([key, value]) => (
          <TableRow key={key}>
            <TableCell component="th" scope="row" sx={{ width: '30%', fontWeight: 600 }}>
              {translate(key)}
            </TableCell>
            <TableCell>{value}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * The whole document history, oldest first: each step with who acted (of which kind, which person), when,
 * what changed, its signature.
 */
function History({ id }: { id: string }) {
  const data = useDataProvider<OperatorDataProvider>();
  const history = useQuery({ queryKey: ['operator', 'contract-history', id], queryFn: () => data.contractHistory(id) });
  if (!history.data) return <Pending failed={history.isError} />;
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {history.data.map((entry) => (
        <HistoryEntryCard key={entry.eventId} entry={entry} heading="h3" actor={<ActedBy entry={entry} />} />
      ))}
    </Box>
  );
}

/**
 * Taking the contract off the register, offered only to the staff the permissions table lets
 * (`removeContract`) and only while the contract is still on it.
 */
function RemovalAction({ contract }: { contract: StaffContract }) {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const [open, setOpen] = useState(false);
  if (!mayDo(permissions ?? [], 'removeContract') || contract.removedAt) return null;
  return (
    <>
      <Button
        variant="outlined"
        color="error"
        startIcon={<Block />}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('operator.removal.open')}
      </Button>
      {open && <RemoveContractDialog contract={contract} onClose={() => setOpen(false)} />}
    </>
  );
}

function ContractPageContent() {
  const translate = useTranslate();
  const basename = useBasename();
  const contract = useRecordContext<StaffContract>();
  const { permissions } = usePermissions<string[]>();
  if (!contract) return null;
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <ScreenTitle>{translate('operator.contract.title', { number: contract.contractNumber })}</ScreenTitle>
      {contract.removedAt && (
        <Alert severity="warning" data-testid="contract-removed">
          {translate('view.removed', { date: formatDate(contract.removalDate ?? ''), reason: contract.removalReason })}
        </Alert>
      )}
      <RemovalAction contract={contract} />
      <Section id="contract-facts" title={translate('operator.contract.facts')}>
        <Facts contract={contract} />
      </Section>
      <Section id="contract-history" title={translate('history.title')}>
        <History id={String(contract.id)} />
      </Section>
      {mayDo(permissions ?? [], 'readJobs') && (
        <Section id="contract-jobs" title={translate('operator.contract.jobs')}>
          <ContractJobs id={String(contract.id)} />
        </Section>
      )}
      <Button component={RouterLink} to={`${basename}/contracts`} sx={{ alignSelf: 'flex-start' }}>
        {translate('operator.contract.back')}
      </Button>
    </Stack>
  );
}

/**
 * A contract of any party opened from the register's search (issue 19, screen 1): its facts, its whole
 * history and the work scheduled for it. Opening it is recorded in the staff's audit trail (the API does).
 */
export function ContractPage() {
  const controller = useShowController<StaffContract>();
  return (
    <ShowContextProvider value={controller}>
      {controller.record ? (
        <ContractPageContent />
      ) : (
        <Box sx={{ mt: 2 }}>
          <Pending failed={!!controller.error} />
        </Box>
      )}
    </ShowContextProvider>
  );
}
