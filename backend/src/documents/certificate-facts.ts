import { formatDisplayDate, type PublicPartyFacts, type PublicRegisteredFacts } from '@rent/domain';
import { DOCUMENT_TEXTS, type DocumentLanguage, ownershipName, propertyTypeName } from './document-texts.js';

type Row = [label: string, value: string];

const given = (label: string, value: string | number | null | undefined): Row[] =>
  value === null || value === undefined ? [] : [[label, String(value)]];

/**
 * The certificate's rows of what the registries said at registration, exactly what the public view shows
 * (registered-facts.ts `publicFacts`): a legal entity's head, legal address and registration after its
 * role, and what the object is. A fact the registry did not give has no row.
 */
export function partyFactRows(facts: PublicRegisteredFacts | null, lang: DocumentLanguage): Row[] {
  if (!facts) return [];
  const l = DOCUMENT_TEXTS[lang].certificate;
  const of = (role: string, p: PublicPartyFacts): Row[] => [
    ...given(`${role}: ${l.head}`, p.head),
    ...given(`${role}: ${l.legalAddress}`, p.legalAddress),
    ...given(`${role}: ${l.registeredAt}`, p.registeredAt && formatDisplayDate(p.registeredAt)),
    ...given(`${role}: ${l.registrationDivision}`, p.registrationDivision),
  ];
  return [...of(l.lessor, facts.lessor), ...of(l.lessee, facts.lessee)];
}

export function propertyFactRows(facts: PublicRegisteredFacts | null, lang: DocumentLanguage): Row[] {
  const o = facts?.property;
  if (!o) return [];
  const l = DOCUMENT_TEXTS[lang].certificate;
  return [
    ...given(l.propertyType, o.propertyType && propertyTypeName(lang, o.propertyType)),
    ...given(l.ownershipType, o.ownershipType && ownershipName(lang, o.ownershipType)),
    ...given(l.buildingName, o.buildingName),
    ...given(l.storeys, o.storeys),
    ...given(l.yearBuilt, o.yearBuilt),
  ];
}
