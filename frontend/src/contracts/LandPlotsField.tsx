import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ContractDetails } from '@rent/domain';
import { formatSum } from '@/ui/format';
import { ViewField } from '@/ui/view-section';

/**
 * A land rent of several plots: every plot it takes, the first (the contract's own object) then the
 * further ones, each with its cadastral number, address and the m² rented; nothing for one plot.
 */
export function LandPlotsField({
  details,
  first,
}: {
  details: ContractDetails | null | undefined;
  first: { cadastralNumber: string; address: string; area: number };
}) {
  const translate = useTranslate();
  const more = details?.land?.morePlots;
  if (!more?.length) return null;
  return (
    <ViewField label={translate('view.morePlots')} testId="land-plots">
      <Box component="ol" sx={{ m: 0, pl: 2.5 }}>
        {[first, ...more].map((p) => (
          <li key={p.cadastralNumber}>
            {p.cadastralNumber} — {p.address}, {formatSum(p.area)} m²
          </li>
        ))}
      </Box>
    </ViewField>
  );
}
