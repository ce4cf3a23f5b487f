import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { StepName } from '@/providers/dataProvider';
import { contractPath, type ContractRecord } from './contract-record';
import { type ReasonInput, ReasonDialog } from './ReasonDialog';
import { useContractStep } from './useContractStep';

/** Steps taken at once, steps that ask a reason first, and steps that open a form of their own. */
const AT_ONCE: StepName[] = ['confirm', 'confirmChange', 'acceptCancellation'];
const WITH_REASON: StepName[] = ['reject', 'requestChange', 'rejectChange', 'rejectCancellation', 'withdraw', 'requestCancellation'];

function formPath(step: StepName, c: ContractRecord): string | undefined {
  switch (step) {
    case 'change':
    case 'proposeChange':
      return contractPath('edit', c);
    case 'resubmit':
      return contractPath(c.state === 27 ? 'edit-canceled' : 'edit', c);
    case 'addAgreement':
      return `${contractPath('edit', c)}?agreement=1`;
    default:
      return undefined;
  }
}

const yearsOf = (c: ContractRecord): number[] => {
  const years: number[] = [];
  for (let y = Number(c.beginDate.slice(0, 4)); y <= Number(c.endDate.slice(0, 4)); y++) years.push(y);
  return years;
};

/** A button for each step the API says this party may take now (the decider's own list). */
export function ContractSteps({ contract }: { contract: ContractRecord }) {
  const translate = useTranslate();
  const { run, busy } = useContractStep();
  const [asking, setAsking] = useState<StepName>();
  const steps = (contract.steps ?? []) as StepName[];

  const submitReason = async (input: ReasonInput) => {
    if (!asking) return;
    const body = asking === 'withdraw' && !input.reason ? {} : input;
    if ((await run(contract, asking, body)).ok) setAsking(undefined);
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {steps.map((step) => {
        const label = translate(`steps.${step}`);
        const path = formPath(step, contract);
        if (path) {
          return (
            <Button key={step} component={RouterLink} to={path} variant="outlined">
              {label}
            </Button>
          );
        }
        const onClick = AT_ONCE.includes(step) ? () => void run(contract, step) : () => setAsking(step);
        const primary = AT_ONCE.includes(step);
        return (
          <Button key={step} variant={primary ? 'contained' : 'outlined'} color={step.startsWith('reject') ? 'error' : primary ? 'success' : 'primary'} disabled={busy} onClick={onClick}>
            {label}
          </Button>
        );
      })}
      {asking && WITH_REASON.includes(asking) && (
        <ReasonDialog
          open
          busy={busy}
          title={translate(`dialogs.${asking}`)}
          submitLabel={translate(`steps.${asking}`)}
          reasonRequired={asking !== 'withdraw'}
          years={asking === 'requestCancellation' ? yearsOf(contract) : undefined}
          onClose={() => setAsking(undefined)}
          onSubmit={submitReason}
        />
      )}
    </Stack>
  );
}
