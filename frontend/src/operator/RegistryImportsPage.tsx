import { usePermissions, useTranslate } from 'react-admin';
import { mayDo } from '@rent/domain';
import { RegistryImportHistory } from './RegistryImportHistory';
import { RegistryUploadForm } from './RegistryUploadForm';
import { ScreenTitle } from './ScreenTitle';

/** Registry extracts (issue 19, screen 6): the upload for those who may load one, and every load's history. */
export function RegistryImportsPage() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  return (
    <>
      <ScreenTitle>{translate('operator.imports.title')}</ScreenTitle>
      {mayDo(permissions ?? [], 'importRegistries') && <RegistryUploadForm />}
      <RegistryImportHistory />
    </>
  );
}
