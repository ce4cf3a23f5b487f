import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { UTILITIES } from '@rent/domain';
import { formatDate } from '@/ui/format';
import { ViewField } from '@/ui/view-section';
import type { ContractRecord } from './contract-record';

/** The household of a home rented to a person: who lives there with the lessee, who pays which utility. */
export function HouseholdView({ contract: c }: { contract: ContractRecord }) {
  const translate = useTranslate();
  const coResidents = c.details?.coResidents ?? [];
  const utilities = c.details?.utilities ?? {};
  const agreed = UTILITIES.filter((u) => utilities[u]);
  return (
    <>
      {coResidents.length > 0 && (
        <ViewField label={translate('view.fields.coResidents')}>
          <Box component="ol" sx={{ m: 0, pl: 2.5 }} data-testid="co-residents">
            {coResidents.map((p) => (
              <li key={p.pinfl}>
                {p.pinfl} — {p.name}
              </li>
            ))}
          </Box>
        </ViewField>
      )}
      {agreed.length > 0 && (
        <ViewField label={translate('view.fields.utilities')}>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }} data-testid="utilities">
            {agreed.map((u) => (
              <li key={u}>
                {translate(`utilities.${u}`)}: {translate(`utilityPayers.${utilities[u]}`)}
              </li>
            ))}
          </Box>
        </ViewField>
      )}
    </>
  );
}

/** The terms a contract may state besides its price and term: how it is paid, the documents' date, notes. */
export function TermsExtrasView({ contract: c }: { contract: ContractRecord }) {
  const translate = useTranslate();
  return (
    <>
      {c.paymentType && (
        <ViewField label={translate('view.fields.paymentType')} testId="payment-type">
          {translate(`paymentTypes.${c.paymentType}`)}
        </ViewField>
      )}
      {c.documentsDate && (
        <ViewField label={translate('view.fields.documentsDate')} testId="documents-date">
          {formatDate(c.documentsDate)}
        </ViewField>
      )}
      {c.notes && (
        <ViewField label={translate('view.fields.notes')} testId="notes">
          <Box component="span" sx={{ whiteSpace: 'pre-line' }}>
            {c.notes}
          </Box>
        </ViewField>
      )}
    </>
  );
}
