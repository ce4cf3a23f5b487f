import type { PublicPartyFacts, PublicRegisteredFacts } from '@rent/domain';
import { formatDate } from '@/ui/format';

/**
 * A row of the public view of what the registries said at registration, as far as it is public (domain
 * `publicFacts`): a legal entity's registry record and what the object is; of a person nothing beyond the
 * name. A fact the registry did not give has no row.
 */
export interface PublicFactRow {
  label: string;
  value: string | number;
  testId: string;
}

type Translate = (key: string, options?: object) => string;

/** After the parties' rows: a legal entity's head, legal address and registration; nothing of a person. */
export function partyFactRows(facts: PublicRegisteredFacts, translate: Translate): PublicFactRow[] {
  const ofParty = (role: 'lessor' | 'lessee', p: PublicPartyFacts) => {
    const label = (key: string) =>
      translate('facts.ofParty', { party: translate(`view.fields.${role}`), field: translate(`facts.${key}`) });
    return [
      row(label('head'), p.head, `public-${role}-head`),
      row(label('legalAddress'), p.legalAddress, `public-${role}-legalAddress`),
      row(label('registeredAt'), p.registeredAt && formatDate(p.registeredAt), `public-${role}-registeredAt`),
      row(label('registrationDivision'), p.registrationDivision, `public-${role}-registrationDivision`),
    ];
  };
  return [...ofParty('lessor', facts.lessor), ...ofParty('lessee', facts.lessee)].filter((r) => r !== null);
}

/** After the object's rows: what the object is, not where in its building. */
export function propertyFactRows(facts: PublicRegisteredFacts, translate: Translate): PublicFactRow[] {
  const o = facts.property;
  if (!o) return [];
  const f = (key: string) => translate(`facts.${key}`);
  return [
    // A type the cadastre names that the portal has no name for is shown as the cadastre wrote it.
    row(
      f('propertyType'),
      o.propertyType && translate(`propertyTypes.${o.propertyType}`, { _: o.propertyType }),
      'public-propertyType',
    ),
    row(f('ownershipType'), o.ownershipType && translate(`ownershipTypes.${o.ownershipType}`), 'public-ownershipType'),
    row(f('buildingName'), o.buildingName, 'public-buildingName'),
    row(f('storeys'), o.storeys, 'public-storeys'),
    row(f('yearBuilt'), o.yearBuilt, 'public-yearBuilt'),
  ].filter((r) => r !== null);
}

const row = (label: string, value: string | number | null | undefined, testId: string): PublicFactRow | null =>
  value === null || value === undefined ? null : { label, value, testId };
