import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ContractState, stateLabelKey } from '@rent/domain';

const COLORS: Record<number, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  [ContractState.AwaitingApproval]: 'info',
  [ContractState.Approved]: 'success',
  [ContractState.Rejected]: 'error',
  [ContractState.Expired]: 'warning',
};

/** A state's label (spec §4, full variant); an unknown state is a dash. */
export function StateLabel({ state }: { state: number }) {
  const translate = useTranslate();
  const key = stateLabelKey(state);
  if (!key) return <span data-testid="contract-state">-</span>;
  return <Chip size="small" label={translate(key)} color={COLORS[state] ?? 'default'} data-testid="contract-state" />;
}
