import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Dashboard from '@mui/icons-material/Dashboard';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import History from '@mui/icons-material/History';
import ManageSearch from '@mui/icons-material/ManageSearch';
import Schedule from '@mui/icons-material/Schedule';
import MeetingRoom from '@mui/icons-material/MeetingRoom';
import Sync from '@mui/icons-material/Sync';
import Tune from '@mui/icons-material/Tune';
import UploadFile from '@mui/icons-material/UploadFile';
import { Menu, useBasename, usePermissions, useTranslate } from 'react-admin';
import { mayDo } from '@rent/domain';

/** The screens the signed-in roles may open (STAFF_PERMISSIONS), and the dashboard every staff member has. */
export function OperatorMenu() {
  const translate = useTranslate();
  const basename = useBasename();
  const { permissions } = usePermissions<string[]>();
  const may = (permission: Parameters<typeof mayDo>[1]) => mayDo(permissions ?? [], permission);
  return (
    <Menu>
      <Menu.Item to={`${basename}/`} primaryText={translate('operator.menu.dashboard')} leftIcon={<Dashboard />} />
      {may('searchContracts') && (
        <Menu.Item
          to={`${basename}/contracts`}
          primaryText={translate('operator.menu.contracts')}
          leftIcon={<ManageSearch />}
        />
      )}
      {may('readAudit') && (
        <Menu.Item to={`${basename}/audit`} primaryText={translate('operator.menu.audit')} leftIcon={<History />} />
      )}
      {may('readProjections') && (
        <Menu.Item
          to={`${basename}/projections`}
          primaryText={translate('operator.menu.projections')}
          leftIcon={<Sync />}
        />
      )}
      {may('readJobs') && (
        <Menu.Item to={`${basename}/jobs`} primaryText={translate('operator.menu.jobs')} leftIcon={<Schedule />} />
      )}
      {may('readAccounts') && (
        <Menu.Item
          to={`${basename}/accounts`}
          primaryText={translate('operator.menu.accounts')}
          leftIcon={<ManageAccounts />}
        />
      )}
      {may('readReference') && (
        <Menu.Item
          to={`${basename}/reference`}
          primaryText={translate('operator.menu.reference')}
          leftIcon={<Tune />}
        />
      )}
      {may('readRegistryImports') && (
        <Menu.Item
          to={`${basename}/registry-imports`}
          primaryText={translate('operator.menu.registryImports')}
          leftIcon={<UploadFile />}
        />
      )}
      {may('readAudit') && (
        <Menu.Item
          to={`${basename}/backdoor-entries`}
          primaryText={translate('operator.menu.backdoorEntries')}
          leftIcon={<MeetingRoom />}
        />
      )}
      {may('manageStaff') && (
        <Menu.Item
          to={`${basename}/staff`}
          primaryText={translate('operator.menu.staff')}
          leftIcon={<AdminPanelSettings />}
        />
      )}
    </Menu>
  );
}
