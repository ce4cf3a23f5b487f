import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { type ContractStep, STEP_TABLE } from '@rent/domain';
import { contractPath, editPath } from '@/ui/contract-paths';
import { type ContractRecord, stepsOf } from './contract-record';
import { type ReasonInput, ReasonDialog } from './ReasonDialog';
import { useContractStep } from './useContractStep';

/** Steps that ask nothing are taken at once, those that ask a reason ask it in a dialog, and those that ask terms open a form page. */
const asks = (step: ContractStep) => STEP_TABLE[step].asks;

function formPath(step: ContractStep, c: ContractRecord): string | undefined {
  switch (step) {
    case 'change':
    case 'proposeChange':
      return contractPath('edit', c);
    case 'resubmit':
      return editPath(c);
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
  const [asking, setAsking] = useState<ContractStep>();
  const steps = stepsOf(contract);

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
        const onClick = asks(step) === 'nothing' ? () => void run(contract, step) : () => setAsking(step);
        const primary = asks(step) === 'nothing';
        return (
          <Button
            key={step}
            variant={primary ? 'contained' : 'outlined'}
            color={step.startsWith('reject') ? 'error' : primary ? 'success' : 'primary'}
            disabled={busy}
            onClick={onClick}
          >
            {label}
          </Button>
        );
      })}
      {asking && asks(asking) === 'reason' && (
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
