import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Link,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { StampedSignature, TimestampRequest } from '@rent/domain';
import { api, ApiError } from '@/api/http';
import { formatInstant } from '@/ui/format';
import {
  belongsTo,
  type EimzoKey,
  HelperOutdatedError,
  HelperRefusedError,
  HelperUnavailableError,
  listKeys,
  signText,
  type Stamp,
} from './eimzo-client';

interface Props {
  /** The text to sign: the step's canonical document. */
  document: string;
  /** The portal's site keys (domain, key, …), registered with the helper before anything else. */
  siteKeys: string[];
  onDone: (pkcs7: string | null) => void;
}

/** The portal's server stamps the PKCS#7 (it asks the authority; the browser cannot), as E-IMZO's own server does. */
const stamp: Stamp = async (pkcs7) =>
  (await api<StampedSignature>('/signing/timestamp', { method: 'POST', body: { pkcs7 } satisfies TimestampRequest }))
    .pkcs7;

const expired = (k: EimzoKey) => k.validTo !== null && k.validTo.getTime() < Date.now();

/** What a plugged-in token is called; its holder is known once it has signed. */
const tokenLabel = (kind: EimzoKey['kind'], translate: (key: string) => string): string =>
  kind === 'idcard'
    ? translate('signing.device.idcard')
    : kind === 'baikey'
      ? translate('signing.device.baikey')
      : translate('signing.device.ckc');

/** Why the helper could not list keys, in the user's words. */
function helperProblem(error: Error, translate: (key: string, options?: Record<string, unknown>) => string): string {
  if (error instanceof HelperUnavailableError) return translate('signing.helperMissing');
  if (error instanceof HelperOutdatedError) return translate('signing.helperOutdated', { version: error.version });
  return translate('signing.helperRefused', { reason: error.message });
}

/**
 * The key selection of spec §2: the signed-in party's keys from the local E-IMZO helper, each with its
 * holder, TIN or PINFL, organisation and validity (an expired key cannot be chosen), and any plugged-in
 * ID card or token, whose holder is known once it has signed. Without the helper, or without a key, the
 * dialog says how to get one.
 */
export function KeySelectDialog({ document, siteKeys, onDone }: Props) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const partyId = (identity as { partyId?: string } | undefined)?.partyId ?? '';
  const keys = useQuery({
    queryKey: ['eimzo-keys'],
    queryFn: () => listKeys(siteKeys),
    retry: false,
    staleTime: 0,
    gcTime: 0,
  });
  const mine = partyId ? (keys.data ?? []).filter((k) => belongsTo(k, partyId)) : [];
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function sign() {
    const key = mine.find((k) => k.id === chosen);
    if (!key) return;
    setBusy(true);
    setFailure(undefined);
    try {
      onDone(await signText(key, document, stamp));
    } catch (error) {
      setFailure(
        error instanceof ApiError
          ? translate(error.messageKey)
          : error instanceof HelperRefusedError
            ? translate('signing.helperRefused', { reason: error.reason })
            : translate('signing.helperMissing'),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={() => onDone(null)} aria-labelledby="key-select-title" fullWidth maxWidth="sm">
      <DialogTitle id="key-select-title">{translate('signing.title')}</DialogTitle>
      <DialogContent>
        {(keys.isPending || !partyId) && <CircularProgress aria-label={translate('app.loading')} />}
        {keys.error && (
          <Alert severity="warning" data-testid="signing-guidance">
            {helperProblem(keys.error, translate)} {translate('signing.guidance')}
          </Alert>
        )}
        {keys.data && partyId && mine.length === 0 && (
          <Alert severity="info" data-testid="signing-guidance">
            {translate('signing.noKeys')} {translate('signing.guidance')}
          </Alert>
        )}
        {mine.length > 0 && (
          <RadioGroup aria-label={translate('signing.keys')} value={chosen} onChange={(e) => setChosen(e.target.value)}>
            {mine.map((k) => (
              <FormControlLabel
                key={k.id}
                value={k.id}
                disabled={expired(k)}
                control={<Radio />}
                label={
                  k.holder === null ? (
                    <Stack sx={{ py: 0.5 }}>
                      <Typography>{tokenLabel(k.kind, translate)}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {translate('signing.deviceHolder')}
                      </Typography>
                    </Stack>
                  ) : (
                    <Stack sx={{ py: 0.5 }}>
                      <Typography>{k.holder}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {k.tin
                          ? translate('signing.tin', { tin: k.tin })
                          : translate('signing.pinfl', { pinfl: k.pinfl ?? '' })}
                        {k.organisation ? `, ${k.organisation}` : ''}
                      </Typography>
                      <Typography variant="body2" color={expired(k) ? 'error' : 'text.secondary'}>
                        {translate(expired(k) ? 'signing.expired' : 'signing.validity', {
                          from: formatInstant(k.validFrom?.toISOString(), false),
                          to: formatInstant(k.validTo?.toISOString(), false),
                        })}
                      </Typography>
                    </Stack>
                  )
                }
              />
            ))}
          </RadioGroup>
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
      </DialogContent>
      <DialogActions>
        {/* A new tab: the step being signed stays open here while the person reads how to get a key. */}
        <Link href="/guide" target="_blank" rel="noopener" sx={{ mr: 'auto', ml: 1 }}>
          {translate('help.getNewKey')}
        </Link>
        <Button onClick={() => onDone(null)}>{translate('signing.cancel')}</Button>
        <Button variant="contained" onClick={() => void sign()} disabled={!chosen || busy}>
          {translate('signing.sign')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
