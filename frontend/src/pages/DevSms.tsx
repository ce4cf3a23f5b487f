import {
  Alert,
  Box,
  Button,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { DevSms } from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { formatInstant } from '@/ui/format';
import { PhoneInput } from '@/ui/inputs';
import { NotFound } from './NotFound';

/**
 * /dev/sms: what the development SMS gateway "sent" to a phone, so a developer can read a sign-in code.
 * The API has no such route outside development (the production configuration refuses that gateway), and
 * then this page does not exist either.
 */
export function DevSmsPage() {
  const translate = useTranslate();
  const [phone, setPhone] = useState('');
  const [shown, setShown] = useState('');
  const messages = useQuery({
    queryKey: ['dev-sms', shown],
    queryFn: () => api<DevSms[]>(`/dev/sms?phone=${shown}`),
    enabled: /^998\d{9}$/.test(shown),
    retry: false,
    refetchInterval: 3000,
  });

  if (messages.error instanceof ApiError && messages.error.status === 404) return <NotFound />;
  const show = (e: FormEvent) => {
    e.preventDefault();
    setShown(`998${phone}`);
  };
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h5" component="h1">
        {translate('devSms.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ my: 1 }}>
        {translate('devSms.intro')}
      </Typography>
      <Stack component="form" direction="row" spacing={2} onSubmit={show} sx={{ my: 2 }}>
        <PhoneInput label={translate('devSms.phone')} value={phone} onChange={setPhone} size="small" />
        <Button type="submit" variant="contained">
          {translate('devSms.show')}
        </Button>
      </Stack>
      {messages.data?.length === 0 && <Alert severity="info">{translate('devSms.empty')}</Alert>}
      {!!messages.data?.length && (
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={translate('devSms.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('devSms.sentAt')}</TableCell>
                <TableCell>{translate('devSms.text')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {messages.data.map((m) => (
                <TableRow key={m.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatInstant(m.sentAt)}</TableCell>
                  <TableCell data-testid="dev-sms-text">{m.text}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Paper>
  );
}
