import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  CircularProgress,
  Grid,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ContractState, type Employee, type InfoPanel, isStaff, type PartyProfile, stateLabelKey } from '@rent/domain';
import { api } from '@/api/http';
import { infoPanelRead } from '@/api/info-panel';
import { type Account, isLegal } from '@/providers/authProvider';
import { ServiceCards } from '@/services/ServiceCards';
import { formatDate } from '@/ui/format';

/** The contracts at a glance: each state the party has contracts in, and the list box that shows them. */
/** The cabinet's glance at the party's contracts: each row a box of the list and what the info panel counts for it. */
const awaitingMe = (panel: InfoPanel) =>
  panel.inComing.find((e) => e.state === ContractState.AwaitingApproval)?.rentCount ?? 0;
const inStates =
  (...states: number[]) =>
  (panel: InfoPanel) =>
    states.reduce((n, s) => n + (panel.counts[s] ?? 0), 0);
const GLANCE: { state: number; box: string; count: (panel: InfoPanel) => number }[] = [
  // The incoming box holds what awaits the party, not what it sent and waits for.
  { state: ContractState.AwaitingApproval, box: 'incoming', count: awaitingMe },
  { state: ContractState.Approved, box: 'accepted', count: inStates(ContractState.Approved) },
  { state: ContractState.Rejected, box: 'rejected', count: inStates(ContractState.Rejected) },
  // Withdrawn before approval and cancelled after it share the label and the box.
  {
    state: ContractState.Cancelled,
    box: 'cancelled',
    count: inStates(ContractState.Cancelled, ContractState.Withdrawn),
  },
  { state: ContractState.Expired, box: 'expired', count: inStates(ContractState.Expired) },
];

function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Grid size={{ xs: 12, md: 6 }}>
      <Card component="section" aria-label={title} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
        <CardContent sx={{ flex: 1 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            {title}
          </Typography>
          {children}
        </CardContent>
        {actions && <CardActions>{actions}</CardActions>}
      </Card>
    </Grid>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <TableRow>
      <TableCell component="th" scope="row" sx={{ color: 'text.secondary', width: '40%', pl: 0 }}>
        {label}
      </TableCell>
      <TableCell sx={{ pr: 0 }}>{value}</TableCell>
    </TableRow>
  );
}

/**
 * `/main`: the services hub with the personal cabinet — the party's details, its phone, its employees, its
 * contracts at a glance, then the services.
 */
export function Cabinet() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const account = identity as Account | undefined;
  const legal = isLegal(account);
  const party = useQuery({ queryKey: ['my-party'], queryFn: () => api<PartyProfile>('/account/party'), retry: false });
  const panel = useQuery(infoPanelRead);
  const employees = useQuery({
    queryKey: ['employees'],
    queryFn: () => api<Employee[]>('/employees'),
    enabled: legal && !account?.actingFor,
  });
  const incoming = panel.data ? awaitingMe(panel.data) : 0;

  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {translate('cabinet.title')}
      </Typography>
      {account && isStaff(account.roles) && (
        // The committee's staff sign in here like anyone; their back-office is an application of its own.
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/operator">
              {translate('cabinet.openBackOffice')}
            </Button>
          }
        >
          {translate('cabinet.staff')}
        </Alert>
      )}
      {incoming > 0 && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/estate-list?box=incoming">
              {translate('cabinet.open')}
            </Button>
          }
        >
          {translate('cabinet.incoming', { count: incoming })}
        </Alert>
      )}
      <Grid container spacing={2}>
        <Section title={translate('cabinet.details')}>
          {party.isPending && <CircularProgress aria-label={translate('app.loading')} />}
          {party.isError && <Typography color="text.secondary">{translate('errors.notFound')}</Typography>}
          {party.data && (
            <Table size="small" aria-label={translate('cabinet.details')}>
              <TableBody>
                <Field label={translate('cabinet.name')} value={party.data.name} />
                <Field
                  label={translate(party.data.id.length === 9 ? 'cabinet.tin' : 'cabinet.pinfl')}
                  value={party.data.id}
                />
                <Field label={translate('cabinet.type')} value={translate(`partyTypes.${party.data.type}`)} />
                <Field label={translate('cabinet.address')} value={party.data.address} />
                {party.data.director && <Field label={translate('cabinet.director')} value={party.data.director} />}
                {party.data.registeredAt && (
                  <Field label={translate('cabinet.registeredAt')} value={formatDate(party.data.registeredAt)} />
                )}
                {party.data.active !== null && (
                  <Field
                    label={translate('cabinet.status')}
                    value={translate(party.data.active ? 'cabinet.active' : 'cabinet.inactive')}
                  />
                )}
              </TableBody>
            </Table>
          )}
        </Section>
        <Section
          title={translate('phone.title')}
          actions={
            <Button component={RouterLink} to="/account/phone">
              {translate(account?.phoneConfirmed ? 'cabinet.changePhone' : 'cabinet.confirmPhone')}
            </Button>
          }
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography data-testid="cabinet-phone">{account?.phone ?? translate('cabinet.noPhone')}</Typography>
            {account?.phone && (
              <Chip
                size="small"
                color={account.phoneConfirmed ? 'success' : 'warning'}
                label={translate(account.phoneConfirmed ? 'phone.confirmed' : 'phone.unconfirmed')}
              />
            )}
          </Stack>
          {!account?.phoneConfirmed && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {translate('cabinet.phoneWhy')}
            </Typography>
          )}
        </Section>
        <Section
          title={translate('cabinet.contracts')}
          actions={
            <>
              <Button component={RouterLink} to="/estate-list">
                {translate('cabinet.allContracts')}
              </Button>
              <Button component={RouterLink} to="/invoices">
                {translate('invoices.listTitle')}
              </Button>
              <Button component={RouterLink} to="/home">
                {translate('cabinet.register')}
              </Button>
            </>
          }
        >
          {panel.isPending && <CircularProgress aria-label={translate('app.loading')} />}
          {panel.data && (
            <Table size="small" aria-label={translate('cabinet.contracts')}>
              <TableBody>
                {GLANCE.map(({ state, box, count }) => (
                  <Field
                    key={box}
                    label={translate(stateLabelKey(state) ?? '')}
                    value={
                      <Link component={RouterLink} to={`/estate-list?box=${box}`} data-testid={`glance-${box}`}>
                        {count(panel.data)}
                      </Link>
                    }
                  />
                ))}
              </TableBody>
            </Table>
          )}
        </Section>
        {legal && !account?.actingFor && (
          <Section
            title={translate('employees.title')}
            actions={
              <Button component={RouterLink} to="/employees">
                {translate('cabinet.manageEmployees')}
              </Button>
            }
          >
            <Typography data-testid="cabinet-employees">
              {translate('cabinet.employeeCount', { count: employees.data?.length ?? 0 })}
            </Typography>
          </Section>
        )}
      </Grid>
      <Typography variant="h5" component="h2">
        {translate('home.title')}
      </Typography>
      <ServiceCards titleLevel="h3" />
    </Stack>
  );
}
