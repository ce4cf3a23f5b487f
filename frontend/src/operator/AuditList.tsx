import { Chip } from '@mui/material';
import {
  Datagrid,
  DateInput,
  FunctionField,
  SelectInput,
  TextField,
  TextInput,
  type TranslateFunction,
  useTranslate,
} from 'react-admin';
import type { StaffAuditRow } from '@rent/domain';
import { formatInstant } from '@/ui/format';
import { BoundedPagination } from './BoundedPagination';
import { ScreenList } from './ScreenList';
import { ScreenTitle } from './ScreenTitle';
import { PERMISSIONS, permissionLabel, rolesLabel } from './staff-labels';

/** Roles a change left or found, in the reader's words; none at all said so rather than left blank. */
const changedRoles = (translate: TranslateFunction, roles: readonly string[]) =>
  roles.length ? rolesLabel(translate, roles) : translate('operator.audit.noRoles');

/**
 * The staff's audit trail (`GET /api/operator/audit`), newest first: who acted, with which roles, when,
 * through which route and permission, on what, why, what it changed (a person's roles, before and after),
 * from which address, whether it was allowed and how it was answered.
 * Reading it is itself recorded.
 */
export function AuditList() {
  const translate = useTranslate();
  const filters = [
    <SelectInput
      key="permission"
      source="permission"
      label={translate('operator.audit.permission')}
      choices={PERMISSIONS.map((id) => ({ id, name: permissionLabel(translate, id) }))}
      alwaysOn
    />,
    <TextInput key="target" source="target" label={translate('operator.audit.target')} alwaysOn />,
    <DateInput key="from" source="from" label={translate('operator.audit.from')} alwaysOn />,
    <DateInput key="to" source="to" label={translate('operator.audit.to')} alwaysOn />,
  ];
  return (
    <>
      <ScreenTitle>{translate('operator.audit.title')}</ScreenTitle>
      <ScreenList filters={filters} pagination={<BoundedPagination />}>
        <Datagrid bulkActionButtons={false} rowClick={false} data-testid="audit-rows">
          <TextField source="userName" label={translate('operator.audit.who')} sortable={false} />
          <FunctionField<StaffAuditRow>
            label={translate('operator.audit.roles')}
            render={(row) => rolesLabel(translate, row.roles)}
          />
          <FunctionField<StaffAuditRow>
            label={translate('operator.audit.at')}
            render={(row) => formatInstant(row.at)}
          />
          <FunctionField<StaffAuditRow>
            label={translate('operator.audit.what')}
            render={(row) => (
              <>
                {permissionLabel(translate, row.permission)}
                <br />
                <code>
                  {row.method} {row.route}
                </code>
              </>
            )}
          />
          <TextField source="target" label={translate('operator.audit.target')} sortable={false} emptyText="—" />
          <TextField source="reason" label={translate('operator.audit.reason')} sortable={false} emptyText="—" />
          <FunctionField<StaffAuditRow>
            label={translate('operator.audit.change')}
            render={(row) =>
              row.change
                ? `${changedRoles(translate, row.change.before)} → ${changedRoles(translate, row.change.after)}`
                : '—'
            }
          />
          <TextField source="address" label={translate('operator.audit.address')} sortable={false} />
          <FunctionField<StaffAuditRow>
            label={translate('operator.audit.allowed')}
            render={(row) =>
              row.allowed ? (
                <Chip size="small" color="success" label={translate('operator.audit.yes')} />
              ) : (
                <Chip size="small" color="error" label={translate('operator.audit.no')} />
              )
            }
          />
          <TextField source="status" label={translate('operator.audit.status')} sortable={false} emptyText="—" />
        </Datagrid>
      </ScreenList>
    </>
  );
}
