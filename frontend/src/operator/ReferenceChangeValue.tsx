import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatSum, type ReferenceChange } from '@rent/domain';

/**
 * A change's value as the reader reads it: a BHM as its amount in so'm and the act that set it, a
 * threshold as its sum.
 */
export function ReferenceChangeValue({ change }: { change: ReferenceChange }) {
  const translate = useTranslate();
  const { amount, source } = change.value as { amount?: number; source?: string };
  return (
    <>
      <strong>{translate('operator.reference.amount', { amount: formatSum(amount) })}</strong>
      {source && <Typography variant="body2">{source}</Typography>}
    </>
  );
}
