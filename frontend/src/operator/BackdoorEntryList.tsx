import { Datagrid, FunctionField, TextField, useTranslate } from 'react-admin';
import { formatInstant } from '@/ui/format';
import { BoundedPagination } from './BoundedPagination';
import { ScreenList } from './ScreenList';
import { ScreenTitle } from './ScreenTitle';

/** An entry as `GET /api/operator/backdoor/entries` answers it. */
interface BackdoorEntry {
  id: string;
  operatorName: string;
  tin: string;
  reason: string;
  enteredAt: string;
}

/** Who entered the portal as which taxpayer through the backdoor, when, and the reason they gave. */
export function BackdoorEntryList() {
  const translate = useTranslate();
  return (
    <>
      <ScreenTitle>{translate('operator.backdoor.title')}</ScreenTitle>
      <ScreenList pagination={<BoundedPagination />}>
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <TextField source="operatorName" label={translate('operator.backdoor.operator')} sortable={false} />
          <TextField source="tin" label={translate('operator.backdoor.tin')} sortable={false} />
          <FunctionField<BackdoorEntry>
            label={translate('operator.backdoor.at')}
            render={(entry) => formatInstant(entry.enteredAt)}
          />
          <TextField source="reason" label={translate('operator.backdoor.reason')} sortable={false} />
        </Datagrid>
      </ScreenList>
    </>
  );
}
