import { Alert, Grid, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type BhmAmount, formatDisplayDate, formatSum, isLocalDate, somFromBhm } from '@rent/domain';
import { api } from '@/api/http';
import { DecimalInput } from '@/ui/inputs';
import type { TermsText } from '@/services/terms-form';

export type PaymentCurrency = 'UZS' | 'BHM';

/**
 * A registration form's payment currency: the chosen currency and multiple, the field's props, and what
 * the registration body adds (`bhmMultiple`, NaN while not entered so the schema names it).
 */
export function useBhmPayment<T extends TermsText>(setValues: Dispatch<SetStateAction<T>>) {
  const [currency, setCurrency] = useState<PaymentCurrency>('UZS');
  const [multiple, setMultiple] = useState('');
  const onSom = useCallback(
    (som: string) => setValues((v) => (v.monthlyPayment === som ? v : { ...v, monthlyPayment: som })),
    [setValues],
  );
  const body = currency === 'BHM' ? { bhmMultiple: multiple === '' ? Number.NaN : Number(multiple) } : {};
  return {
    inBhm: currency === 'BHM',
    body,
    field: { currency, multiple, onCurrency: setCurrency, onMultiple: setMultiple, onSom },
  };
}

interface Props {
  currency: PaymentCurrency;
  multiple: string;
  /** The contract date (ISO): the BHM in force on it prices the payment. */
  contractDate: string;
  onCurrency: (c: PaymentCurrency) => void;
  onMultiple: (m: string) => void;
  /** The monthly payment in so'm the multiple comes to, as the payment field's text ('' while unknown). */
  onSom: (som: string) => void;
  error?: string;
}

/**
 * Payment in so'm or in BHM (spec §3 "currency type"; domain-facts): with BHM the user enters the
 * multiple and the form shows the so'm it comes to at the contract date, which the server works out
 * the same way.
 */
export function BhmPaymentField({ currency, multiple, contractDate, onCurrency, onMultiple, onSom, error }: Props) {
  const translate = useTranslate();
  const dated = isLocalDate(contractDate);
  const bhm = useQuery({
    queryKey: ['bhm', contractDate],
    queryFn: () => api<BhmAmount>(`/reference/bhm?date=${contractDate}`),
    enabled: currency === 'BHM' && dated,
    staleTime: 10 * 60_000,
    retry: false,
  });
  const amount = bhm.data?.amount;
  const som =
    currency === 'BHM' && amount !== undefined && multiple !== '' ? somFromBhm(Number(multiple), amount) : undefined;
  useEffect(() => {
    // To the tiyin, as the server works it out (somFromBhm), so the form checks the sum that is registered.
    if (currency === 'BHM') onSom(som === undefined ? '' : String(som));
  }, [currency, som, onSom]);

  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          id="payment-currency"
          select
          fullWidth
          label={translate('form.fields.paymentCurrency')}
          value={currency}
          onChange={(e) => onCurrency(e.target.value as PaymentCurrency)}
        >
          <MenuItem value="UZS">{translate('paymentCurrencies.UZS')}</MenuItem>
          <MenuItem value="BHM">{translate('paymentCurrencies.BHM')}</MenuItem>
        </TextField>
      </Grid>
      {currency === 'BHM' && (
        <Grid size={{ xs: 12, sm: 6 }}>
          <DecimalInput
            id="payment-bhmMultiple"
            fullWidth
            required
            label={translate('form.fields.bhmMultiple')}
            value={multiple}
            onChange={onMultiple}
            error={!!error}
            helperText={error}
          />
        </Grid>
      )}
      {currency === 'BHM' && (
        <Grid size={12}>
          <Alert severity="info" data-testid="bhm-payment">
            {!dated
              ? translate('form.bhm.needsDate')
              : amount === undefined
                ? translate(bhm.isError ? 'errors.bhmUnknown' : 'app.loading')
                : translate('form.bhm.amount', {
                    bhm: formatSum(amount),
                    from: formatDisplayDate(bhm.data!.validFrom),
                    payment: som === undefined ? '—' : formatSum(som),
                  })}
          </Alert>
        </Grid>
      )}
    </>
  );
}
