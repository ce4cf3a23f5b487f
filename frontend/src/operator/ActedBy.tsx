import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StaffHistoryEntry } from '@rent/domain';

/**
 * Who took a step as the staff's search tells them apart (issue 19): a party, its employee, an operator of
 * the committee or the system, with the person's identifier (a party's TIN or PINFL, an employee's or an
 * operator's PINFL). Shown under the step's "who" on the back-office's contract page.
 */
export function ActedBy({ entry }: { entry: StaffHistoryEntry }) {
  const translate = useTranslate();
  const kind = translate(`operator.contracts.actors.${entry.actedAs}`);
  return (
    <Typography variant="body2" data-testid="history-acted-by">
      {entry.actedBy
        ? translate('operator.contract.actedByPerson', { kind, id: entry.actedBy })
        : translate('operator.contract.actedBy', { kind })}
    </Typography>
  );
}
