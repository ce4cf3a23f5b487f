import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { PartyFacts, PropertyFacts, RegisteredFacts } from '@rent/domain';
import { formatDate } from '@/ui/format';
import { ViewField, ViewSection } from '@/ui/view-section';

type Fact = readonly [key: string, value: ReactNode | null];

/** The facts a registry gave, each under its label (`facts.<key>`); one it did not give is left out. */
function Facts({ prefix, facts }: { prefix: string; facts: readonly Fact[] }) {
  const translate = useTranslate();
  return facts
    .filter(([, value]) => value !== null)
    .map(([key, value]) => (
      <ViewField key={key} label={translate(`facts.${key}`)} testId={`${prefix}-${key}`}>
        {value}
      </ViewField>
    ));
}

function PartySection({ role, party: p }: { role: 'lessor' | 'lessee'; party: PartyFacts }) {
  const translate = useTranslate();
  const founders = p.founders?.length ? (
    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
      {p.founders.map((f) => (
        <li key={`${f.id ?? ''}${f.name}`}>
          {f.id ? `${f.id} — ${f.name}` : f.name}
          {f.sharePercent !== null && ` (${f.sharePercent} %)`}
        </li>
      ))}
    </Box>
  ) : null;
  return (
    <ViewSection title={translate(`facts.section.${role}`)}>
      <Facts
        prefix={role}
        facts={[
          ['type', translate(`partyTypes.${p.type}`)],
          ['head', p.head],
          ['legalAddress', p.legalAddress],
          ['residenceAddress', p.residenceAddress],
          ['actualAddress', p.actualAddress],
          ['registeredAt', p.registeredAt && formatDate(p.registeredAt)],
          ['registrationDivision', p.registrationDivision],
          ['founders', founders],
          ['socialStatus', p.socialStatus && translate(`socialStatuses.${p.socialStatus}`)],
          ['maritalStatus', p.maritalStatus && translate(`maritalStatuses.${p.maritalStatus}`)],
        ]}
      />
    </ViewSection>
  );
}

function PropertySection({ property: o }: { property: PropertyFacts }) {
  const translate = useTranslate();
  const facts: Fact[] = [
    // A type the cadastre names that the portal has no label for is shown as the cadastre wrote it.
    ['propertyType', o.propertyType && translate(`propertyTypes.${o.propertyType}`, { _: o.propertyType })],
    ['ownershipType', o.ownershipType && translate(`ownershipTypes.${o.ownershipType}`)],
    ['buildingName', o.buildingName],
    ['floor', o.floor],
    ['room', o.room],
    ['storeys', o.storeys],
    ['yearBuilt', o.yearBuilt],
  ];
  if (facts.every(([, value]) => value === null)) return null;
  return (
    <ViewSection title={translate('facts.section.property')}>
      <Facts prefix="property" facts={facts} />
    </ViewSection>
  );
}

/**
 * Each party and the object as the registries described them when the contract was registered (spec §3):
 * both parties of the contract see them all; the public view shows only what is public.
 */
export function RegisteredFactsSections({ facts }: { facts: RegisteredFacts }) {
  const translate = useTranslate();
  return (
    <>
      <PartySection role="lessor" party={facts.lessor} />
      <PartySection role="lessee" party={facts.lessee} />
      {facts.property && <PropertySection property={facts.property} />}
      <Typography variant="caption" color="text.secondary" component="p">
        {translate('facts.asRegistered')}
      </Typography>
    </>
  );
}
