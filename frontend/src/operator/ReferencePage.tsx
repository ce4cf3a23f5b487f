import { Box, Tab, Tabs } from '@mui/material';
import { type ComponentType, useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { mayDo, REFERENCE_KINDS, type ReferenceKind } from '@rent/domain';
import { BhmProposalForm } from './BhmProposalForm';
import { CoefficientProposalForm } from './CoefficientProposalForm';
import { HelpVideoProposalForm } from './HelpVideoProposalForm';
import { HelpVideosInForce } from './HelpVideosInForce';
import { MinimumRateProposalForm } from './MinimumRateProposalForm';
import { ReferenceInForce } from './ReferenceInForce';
import { ReferenceHistory } from './ReferenceHistory';
import { ScreenTitle } from './ScreenTitle';
import { ServicesOffProposalForm } from './ServicesOffProposalForm';
import { TaxRateProposalForm } from './TaxRateProposalForm';
import { ThresholdProposalForm } from './ThresholdProposalForm';
import { VehicleRateProposalForm } from './VehicleRateProposalForm';

/** Each kind's form that proposes a new value. */
const FORMS: Record<ReferenceKind, ComponentType> = {
  bhm: BhmProposalForm,
  rentConfirmationThreshold: ThresholdProposalForm,
  servicesOff: ServicesOffProposalForm,
  minimumRentRate: MinimumRateProposalForm,
  vehicleRentRate: VehicleRateProposalForm,
  regionalCoefficient: CoefficientProposalForm,
  taxRate: TaxRateProposalForm,
  helpVideo: HelpVideoProposalForm,
};

/**
 * Reference data under four eyes (issue 19, screen 2), a tab per kind: the value in force today, a new one
 * proposed from a date after today, and the history of every change with who proposed and who decided it.
 */
export function ReferencePage() {
  const translate = useTranslate();
  const { permissions } = usePermissions<string[]>();
  const [kind, setKind] = useState<ReferenceKind>('bhm');
  const Form = FORMS[kind];
  return (
    <>
      <ScreenTitle>{translate('operator.reference.title')}</ScreenTitle>
      <Tabs
        value={kind}
        onChange={(_, next: ReferenceKind) => setKind(next)}
        variant="scrollable"
        aria-label={translate('operator.reference.title')}
        sx={{ mb: 2 }}
      >
        {REFERENCE_KINDS.map((k) => (
          <Tab
            key={k}
            value={k}
            label={translate(`operator.reference.kinds.${k}`)}
            id={`reference-tab-${k}`}
            aria-controls={`reference-panel-${k}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`reference-panel-${kind}`} aria-labelledby={`reference-tab-${kind}`}>
        {kind === 'helpVideo' ? <HelpVideosInForce /> : <ReferenceInForce kind={kind} />}
        {mayDo(permissions ?? [], 'proposeReference') && <Form />}
        <ReferenceHistory kind={kind} />
      </Box>
    </>
  );
}
