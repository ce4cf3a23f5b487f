import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FieldChange } from '@rent/domain';
import { formatDate, formatSum } from '@/ui/format';

const DATE_FIELDS = new Set(['contractDate', 'beginDate', 'endDate', 'documentsDate']);
const NUMBER_FIELDS = new Set(['area', 'monthlyPayment']);

/** A field's value as a person reads it; `translate` names a payment type in the page's language. */
export function formatFieldValue(
  field: string,
  value: string | number | null,
  translate: (key: string) => string,
): string {
  if (value === null || value === '') return '—';
  if (field === 'paymentType') return translate(`paymentTypes.${value}`);
  if (DATE_FIELDS.has(field)) return formatDate(String(value));
  if (NUMBER_FIELDS.has(field)) return formatSum(Number(value));
  return String(value);
}

/** What a change does, field by field: before and after (the spec's "sees what changed"). */
export function ChangesTable({ changes }: { changes: FieldChange[] }) {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={translate('changes.caption')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('changes.field')}</TableCell>
          <TableCell>{translate('changes.before')}</TableCell>
          <TableCell>{translate('changes.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map((c) => (
          <TableRow key={c.field} data-testid="change-row">
            <TableCell>{translate(`form.fields.${c.field}`)}</TableCell>
            <TableCell>{formatFieldValue(c.field, c.before, translate)}</TableCell>
            <TableCell sx={{ fontWeight: 600 }}>{formatFieldValue(c.field, c.after, translate)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
