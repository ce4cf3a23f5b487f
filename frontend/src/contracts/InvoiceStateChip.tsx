import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { InvoiceState } from '@rent/domain';
import { STATE_COLORS } from './invoice-format';

/** Due, overdue or issued, coloured as the contract states are. */
export function InvoiceStateChip({ state }: { state: InvoiceState }) {
  const translate = useTranslate();
  return <Chip size="small" label={translate(`invoices.states.${state}`)} color={STATE_COLORS[state]} />;
}
