import type { ReactNode } from 'react';
import { Layout, Loading, usePermissions } from 'react-admin';
import { isStaff } from '@rent/domain';
import { SigningProvider } from '@/signing/SigningProvider';
import { OperatorAppBar } from './OperatorAppBar';
import { OperatorMenu } from './OperatorMenu';
import { StaffOnly } from './StaffOnly';

/**
 * The back-office's frame for the committee's staff; anyone else signed in is told it is not for them.
 * A step the staff sign (taking a contract off the register) opens the portal's key dialog.
 */
export function OperatorLayout({ children }: { children: ReactNode }) {
  const { permissions, isPending } = usePermissions<string[]>();
  if (isPending) return <Loading />;
  if (!isStaff(permissions ?? [])) return <StaffOnly />;
  return (
    <Layout appBar={OperatorAppBar} menu={OperatorMenu}>
      <SigningProvider>{children}</SigningProvider>
    </Layout>
  );
}
