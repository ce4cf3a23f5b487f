import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CAR_STEPS, HELP_VALUES } from './help-topics';

/** Registering a vehicle rent, step by step: on /car/help, and as the written guide beside the video. */
export function CarRentSteps({ headingId }: { headingId: string }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3 }}>
      <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 1 }}>
        {translate('carHelp.stepsTitle')}
      </Typography>
      <Box component="ol" sx={{ pl: 3, m: 0 }} data-testid="car-steps">
        {CAR_STEPS.map((step) => (
          <Typography key={step} component="li" sx={{ mb: 1 }}>
            {translate(`carHelp.steps.${step}`, HELP_VALUES)}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
