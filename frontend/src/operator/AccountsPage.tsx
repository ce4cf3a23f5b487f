import Search from '@mui/icons-material/Search';
import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { mayDo, partyIdSchema, type StaffAccount } from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { DigitsInput } from '@/ui/inputs';
import { AccountCard } from './AccountCard';
import { ScreenTitle } from './ScreenTitle';

/**
 * Accounts and sign-ins (issue 19, screen 5): a user found by TIN or PINFL, checked as the portal's forms
 * check one, the login kept in the address so a reload or a link shows the same user.
 */
export function AccountsPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const roles = permissions ?? [];
  const [params, setParams] = useSearchParams();
  const login = params.get('login') ?? '';
  const [typed, setTyped] = useState(login);
  const [error, setError] = useState<string>();
  const found = useQuery({
    queryKey: ['operator-accounts', login],
    queryFn: () => api<StaffAccount[]>(`/operator/accounts?login=${encodeURIComponent(login)}`),
    enabled: partyIdSchema.safeParse(login).success,
  });

  function search(e: FormEvent) {
    e.preventDefault();
    const parsed = partyIdSchema.safeParse(typed);
    if (!parsed.success) return setError(translate(parsed.error.issues[0]!.message));
    setError(undefined);
    // The same login asked again is read again: the screen shows how the account stands now.
    if (parsed.data === login) void found.refetch();
    else setParams({ login: parsed.data });
  }

  return (
    <>
      <ScreenTitle>{translate('operator.accounts.title')}</ScreenTitle>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
        {translate('operator.accounts.intro')}
      </Typography>
      <Stack
        component="form"
        role="search"
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        onSubmit={search}
        noValidate
      >
        <DigitsInput
          label={translate('operator.accounts.login')}
          digits={14}
          value={typed}
          onChange={setTyped}
          error={!!error}
          helperText={error ?? translate('operator.accounts.loginHint')}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<Search />}
          sx={{ alignSelf: { sm: 'flex-start' }, mt: { sm: 1 } }}
        >
          {translate('operator.accounts.find')}
        </Button>
      </Stack>
      {found.isFetching && !found.data && <CircularProgress aria-label={translate('app.loading')} sx={{ mt: 2 }} />}
      {found.error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {found.error instanceof ApiError
            ? translate(found.error.messageKey, found.error.params)
            : translate('errors.errorOccurred')}
        </Alert>
      )}
      {found.data?.length === 0 && (
        <Alert severity="info" sx={{ mt: 2 }} data-testid="no-account">
          {translate('operator.accounts.none', { login })}
        </Alert>
      )}
      {found.data?.map((account) => (
        <AccountCard
          key={account.userId}
          account={account}
          mayUnlock={mayDo(roles, 'unlockAccount')}
          mayEndSession={mayDo(roles, 'endSession')}
          onChanged={() => void found.refetch()}
        />
      ))}
    </>
  );
}
