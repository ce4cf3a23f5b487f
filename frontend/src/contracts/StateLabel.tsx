import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ContractState, stateLabelKey } from '@rent/domain';

const COLORS: Record<number, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  [ContractState.AwaitingApproval]: 'info',
  // A lessee's declaration its lessor left unanswered: the committee follows it up.
  [ContractState.DeclaredByLessee]: 'warning',
  [ContractState.Approved]: 'success',
  [ContractState.Rejected]: 'error',
  [ContractState.Expired]: 'warning',
};

/**
 * A state's label (spec §4, full variant); an unknown state is a dash. A contract in force that the parties
 * agreed to cancel from a later year says so beside its state (`cancelledFromYear`). A list's row names its
 * labels `row-*`, so the contract opened from a list is never confused with the rows still fading out.
 */
export function StateLabel({
  state,
  cancelledFrom = null,
  inRow = false,
}: {
  state: number;
  cancelledFrom?: number | null;
  inRow?: boolean;
}) {
  const translate = useTranslate();
  const testId = (name: string) => `${inRow ? 'row' : 'contract'}-${name}`;
  const key = stateLabelKey(state);
  if (!key) return <span data-testid={testId('state')}>-</span>;
  const label = (
    <Chip size="small" label={translate(key)} color={COLORS[state] ?? 'default'} data-testid={testId('state')} />
  );
  if (cancelledFrom === null) return label;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {label}
      <Chip
        size="small"
        variant="outlined"
        color="warning"
        label={translate('contracts.cancelledFrom', { year: cancelledFrom })}
        data-testid={testId('cancelled-from')}
      />
    </Stack>
  );
}
