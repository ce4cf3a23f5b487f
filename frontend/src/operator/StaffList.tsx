import Edit from '@mui/icons-material/Edit';
import PersonAdd from '@mui/icons-material/PersonAdd';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Datagrid, FunctionField, SelectInput, TextField, TextInput, useRefresh, useTranslate } from 'react-admin';
import { STAFF_GRANTS, type StaffMember } from '@rent/domain';
import { ScreenList } from './ScreenList';
import { ScreenTitle } from './ScreenTitle';
import { type StaffAsked, StaffRolesDialog } from './StaffRolesDialog';

/**
 * The committee's staff (`GET /api/operator/staff`, issue 19), by name: each person's roles, narrowed by a
 * role or the start of a PINFL; an administrator changes one person's roles, or adds a person by PINFL.
 */
export function StaffList() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [asked, setAsked] = useState<StaffAsked>(null);
  const filters = [
    <SelectInput
      key="role"
      source="role"
      label={translate('operator.staff.role')}
      choices={STAFF_GRANTS.map((id) => ({ id, name: translate(`operator.roles.${id}`) }))}
      alwaysOn
    />,
    <TextInput key="pinfl" source="pinfl" label={translate('operator.staff.pinfl')} alwaysOn />,
  ];
  return (
    <>
      <ScreenTitle>{translate('operator.staff.title')}</ScreenTitle>
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 900 }}>
        {translate('operator.staff.intro')}
      </Typography>
      <Stack direction="row">
        <Button variant="contained" startIcon={<PersonAdd />} onClick={() => setAsked({ mode: 'add' })}>
          {translate('operator.staff.add')}
        </Button>
      </Stack>
      {/* Adding a member is the button above, through the dialog. */}
      <ScreenList filters={filters}>
        <Datagrid bulkActionButtons={false} rowClick={false} data-testid="staff-rows">
          <TextField source="name" label={translate('operator.staff.name')} sortable={false} />
          <TextField source="pinfl" label={translate('operator.staff.pinfl')} sortable={false} />
          <FunctionField<StaffMember>
            label={translate('operator.staff.roles')}
            render={(member) => (
              <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {member.roles.map((role) => (
                  <Chip key={role} size="small" label={translate(`operator.roles.${role}`)} />
                ))}
              </Stack>
            )}
          />
          <FunctionField<StaffMember>
            label={translate('operator.staff.actions')}
            render={(member) => (
              <Button
                size="small"
                startIcon={<Edit />}
                aria-label={translate('operator.staff.changeOne', { name: member.name })}
                onClick={() => setAsked({ mode: 'change', member })}
              >
                {translate('operator.staff.change')}
              </Button>
            )}
          />
        </Datagrid>
      </ScreenList>
      <StaffRolesDialog
        asked={asked}
        onClose={() => setAsked(null)}
        onSaved={() => {
          setAsked(null);
          refresh();
        }}
      />
    </>
  );
}
