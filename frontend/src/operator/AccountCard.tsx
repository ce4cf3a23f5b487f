import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { StaffAccount } from '@rent/domain';
import { api } from '@/api/http';
import { formatInstant } from '@/ui/format';
import {
  accountRolesLabel,
  codePurposeLabel,
  loginTypeLabel,
  sessionViaLabel,
  signInStanding,
  smsOutcomeLabel,
} from './account-labels';
import { ReasonDialog } from './ReasonDialog';

type Session = StaffAccount['sessions'][number];

/** A table of the account's history under its own heading, or a sentence when there is nothing. */
function HistoryTable({
  title,
  columns,
  rows,
  empty,
  testId,
}: {
  title: string;
  columns: string[];
  rows: ReactNode[][];
  empty: string;
  testId: string;
}) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography variant="h6" component="h3" id={id} sx={{ mt: 2 }}>
        {title}
      </Typography>
      {rows.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby={id} data-testid={testId}>
            <TableHead>
              <TableRow>
                {columns.map((c, i) => (
                  <TableCell key={i}>{c}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((cells, r) => (
                <TableRow key={r}>
                  {cells.map((cell, c) => (
                    <TableCell key={c}>{cell}</TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

type Asked = { action: 'clear' } | { action: 'end'; session: Session } | null;

/**
 * One user as the staff see them (issue 19, screen 5): who they are, how their sign-ins stand, their live
 * sessions, latest codes and SMS. A supervisor clears the wrong passwords, a supervisor or an
 * administrator ends a session: each with a reason, each button only for the roles allowed it.
 */
export function AccountCard({
  account: a,
  mayUnlock,
  mayEndSession,
  onChanged,
}: {
  account: StaffAccount;
  mayUnlock: boolean;
  mayEndSession: boolean;
  onChanged(): void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const headingId = useId();
  const [asked, setAsked] = useState<Asked>(null);
  const standing = signInStanding(a.signIn);
  const base = `/operator/accounts/${encodeURIComponent(a.userId)}`;

  async function confirm(reason: string) {
    if (!asked) return;
    if (asked.action === 'clear') {
      await api(`${base}/clear-wrong-passwords`, { method: 'POST', body: { reason } });
      notify('operator.accounts.cleared', { type: 'success', messageArgs: { login: a.login } });
    } else {
      await api(`${base}/sessions/${encodeURIComponent(asked.session.id)}/end`, { method: 'POST', body: { reason } });
      notify('operator.accounts.ended', { type: 'success', messageArgs: { login: a.login } });
    }
    setAsked(null);
    onChanged();
  }

  const facts: [string, ReactNode][] = [
    [translate('operator.accounts.login'), `${a.login} (${loginTypeLabel(translate, a.loginType)})`],
    [translate('operator.accounts.roles'), accountRolesLabel(translate, a.roles)],
    [
      translate('operator.accounts.phone'),
      a.phone
        ? `${a.phone} — ${a.phoneConfirmed ? translate('operator.accounts.phoneConfirmed') : translate('operator.accounts.phoneNotConfirmed')}`
        : translate('operator.accounts.noPhone'),
    ],
  ];

  return (
    <Card component="section" aria-labelledby={headingId} data-testid="account-card" sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h5" component="h2" id={headingId}>
          {a.name}
        </Typography>
        <Table size="small" aria-labelledby={headingId} sx={{ maxWidth: 720, mb: 2 }}>
          <TableBody>
            {facts.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ width: 200 }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>

        <Typography variant="h6" component="h3">
          {translate('operator.accounts.signIn')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, my: 1 }}>
          <Typography data-testid="wrong-passwords">
            {translate('operator.accounts.wrongPasswords', { n: a.signIn.wrongPasswords, limit: a.signIn.limit })}
          </Typography>
          {mayUnlock && (
            <Button
              variant="outlined"
              disabled={a.signIn.wrongPasswords === 0}
              onClick={() => setAsked({ action: 'clear' })}
            >
              {translate('operator.accounts.clear')}
            </Button>
          )}
        </Stack>
        <Alert severity={a.signIn.slowedDown ? 'warning' : 'info'} data-testid="sign-in-standing">
          {translate(standing.key, standing.args)}
        </Alert>

        <HistoryTable
          title={translate('operator.accounts.sessions')}
          testId="account-sessions"
          empty={translate('operator.accounts.noSessions')}
          columns={[
            translate('operator.accounts.columns.createdAt'),
            translate('operator.accounts.columns.via'),
            translate('operator.accounts.columns.refreshedAt'),
            translate('operator.accounts.columns.expiresAt'),
            ...(mayEndSession ? [translate('operator.accounts.columns.actions')] : []),
          ]}
          rows={a.sessions.map((s) => [
            formatInstant(s.createdAt),
            s.operatorId ? `${sessionViaLabel(translate, s.via)} (${s.operatorId})` : sessionViaLabel(translate, s.via),
            formatInstant(s.refreshedAt) || '—',
            formatInstant(s.expiresAt),
            ...(mayEndSession
              ? [
                  <Button
                    key="end"
                    size="small"
                    color="error"
                    onClick={() => setAsked({ action: 'end', session: s })}
                    aria-label={translate('operator.accounts.endOne', { at: formatInstant(s.createdAt) })}
                  >
                    {translate('operator.accounts.end')}
                  </Button>,
                ]
              : []),
          ])}
        />
        <HistoryTable
          title={translate('operator.accounts.codes')}
          testId="account-codes"
          empty={translate('operator.accounts.noCodes')}
          columns={[
            translate('operator.accounts.columns.createdAt'),
            translate('operator.accounts.columns.purpose'),
            translate('operator.accounts.columns.address'),
            translate('operator.accounts.columns.tries'),
            translate('operator.accounts.columns.closedAt'),
          ]}
          rows={a.codes.map((c) => [
            formatInstant(c.createdAt),
            codePurposeLabel(translate, c.purpose),
            c.address ?? '—',
            c.codeTries,
            formatInstant(c.closedAt) || translate('operator.accounts.open'),
          ])}
        />
        <HistoryTable
          title={translate('operator.accounts.sms')}
          testId="account-sms"
          empty={translate('operator.accounts.noSms')}
          columns={[
            translate('operator.accounts.columns.at'),
            translate('operator.accounts.columns.gateway'),
            translate('operator.accounts.columns.outcome'),
            translate('operator.accounts.columns.attempt'),
            translate('operator.accounts.columns.reason'),
          ]}
          rows={a.sms.map((m) => [
            formatInstant(m.at),
            m.gateway,
            smsOutcomeLabel(translate, m.outcome),
            m.attempt,
            m.reason ?? '—',
          ])}
        />
      </CardContent>
      <ReasonDialog
        open={asked !== null}
        title={
          asked?.action === 'end'
            ? translate('operator.accounts.endTitle', { at: formatInstant(asked.session.createdAt) })
            : translate('operator.accounts.clearTitle', { login: a.login })
        }
        text={
          asked?.action === 'end' ? translate('operator.accounts.endText') : translate('operator.accounts.clearText')
        }
        goneKey={asked?.action === 'end' ? 'operator.accounts.sessionGone' : 'operator.accounts.userGone'}
        onConfirm={confirm}
        onClose={() => setAsked(null)}
      />
    </Card>
  );
}
