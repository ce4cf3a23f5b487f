import { CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import type { ServiceKindCode } from '@rent/domain';
import { SampleContractLink } from '@/documents/SampleContractLink';
import { useFormSettings } from '@/reference/useFormSettings';
import { UnderDevelopment } from '@/ui/UnderDevelopment';

/** A service's page with its sample contract, or "under development" while the committee keeps the service switched off. */
export function ServiceGate({ kind, children }: { kind: ServiceKindCode; children: ReactNode }) {
  const { data, isPending } = useFormSettings();
  if (isPending) return <CircularProgress />;
  if (data?.servicesOff.includes(kind)) return <UnderDevelopment />;
  return (
    <>
      {children}
      <SampleContractLink kind={kind} />
    </>
  );
}

/** Whether the committee keeps a service switched off (the hub marks its card). */
export function useServicesOff(): readonly ServiceKindCode[] {
  return useFormSettings().data?.servicesOff ?? [];
}
