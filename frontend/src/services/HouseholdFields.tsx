import { Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isTin, MAX_CO_RESIDENTS, MessageKeys, type PartyLookup, UTILITIES, UTILITY_PAYERS } from '@rent/domain';
import { CodeSelect, type KindFieldsProps, kindSection } from '@/services/kind-fields';
import { PinflRow, RowsField } from '@/services/RowsField';

/** Who pays each utility, as chosen: NONE where the contract says nothing of it. */
type UtilitiesText = Record<string, string>;

interface HouseholdText {
  /** The co-residents' PINFLs as typed, one per row. */
  coResidents: string[];
  utilities: UtilitiesText;
}

/**
 * The people living with the lessee (spec §3 "co-residents"): none at first, each by PINFL with whom the
 * population registry knows by it (as the lessee field).
 */
function CoResidentsFields({ value, onChange, error }: KindFieldsProps<string[]>) {
  const translate = useTranslate();
  return (
    <RowsField
      title={translate('form.coResident.title')}
      error={error('coResidents')}
      addLabel={translate('form.coResident.add')}
      onAdd={() => onChange([...value, ''])}
      canAdd={value.length < MAX_CO_RESIDENTS}
    >
      {value.map((pinfl, i) => (
        <PinflRow<PartyLookup>
          key={i}
          id={`coResident-${i}-pinfl`}
          label={translate('form.coResident.pinfl', { n: i + 1 })}
          testId="co-resident-row"
          pinfl={pinfl}
          onChange={(v) => onChange(value.map((q, j) => (j === i ? v : q)))}
          removeLabel={translate('form.coResident.remove', { n: i + 1 })}
          onRemove={() => onChange(value.filter((_, j) => j !== i))}
          error={error(`coResidents.${i}.pinfl`)}
          lookup={{ key: 'party', path: '/catalog-general/party' }}
          describe={(person) => person.name}
          notFound={MessageKeys.coResidentNotFound}
        />
      ))}
    </RowsField>
  );
}

const NOT_AGREED = 'NONE';
const PAYER_CHOICES = [NOT_AGREED, ...UTILITY_PAYERS];

/** Who pays which utility (spec §3 "utilities"): a select per utility, "not agreed" by default. */
function UtilitiesFields({ value, onChange, error }: KindFieldsProps<UtilitiesText>) {
  const translate = useTranslate();
  return (
    <>
      <Grid size={12}>
        <Typography variant="subtitle1" component="h2">
          {translate('form.utilities.title')}
        </Typography>
        {error('utilities') && (
          <Typography color="error" variant="body2" role="alert">
            {error('utilities')}
          </Typography>
        )}
      </Grid>
      {UTILITIES.map((u) => (
        <Grid key={u} size={{ xs: 12, sm: 6, md: 4 }}>
          <CodeSelect
            id={`utility-${u}`}
            label={translate(`utilities.${u}`)}
            fullWidth
            codes={PAYER_CHOICES}
            labels="utilityPayers"
            value={value[u] ?? NOT_AGREED}
            onChange={(payer) => onChange({ ...value, [u]: payer })}
            error={!!error(`utilities.${u}`)}
            helperText={error(`utilities.${u}`)}
          />
        </Grid>
      ))}
    </>
  );
}

/**
 * A company's premises are no one's home: for a lessee by TIN the section stays hidden, unless it already
 * holds something (typed before the lessee was), so that its message has a place.
 */
function HouseholdFields({ value, onChange, ...rest }: KindFieldsProps<HouseholdText>) {
  const empty = value.coResidents.length === 0 && Object.values(value.utilities).every((p) => p === NOT_AGREED);
  if (isTin(rest.lesseeId ?? '') && empty) return null;
  return (
    <>
      <CoResidentsFields
        {...rest}
        value={value.coResidents}
        onChange={(coResidents) => onChange({ ...value, coResidents })}
      />
      <UtilitiesFields {...rest} value={value.utilities} onChange={(utilities) => onChange({ ...value, utilities })} />
    </>
  );
}

/** The utilities agreed: those with a payer chosen; none, no field at all. */
const utilitiesBody = (text: UtilitiesText) => {
  const chosen = Object.fromEntries(Object.entries(text).filter(([, payer]) => payer !== NOT_AGREED));
  return Object.keys(chosen).length ? { utilities: chosen } : {};
};

/** Student rent's household: its students live there, so only who pays which utility. */
export const utilitiesSection = kindSection<UtilitiesText>({
  empty: {},
  fromDetails: ({ utilities }) => ({ ...utilities }),
  fields: ['utilities'],
  body: utilitiesBody,
  Fields: UtilitiesFields,
});

/** Other rent to a person: who lives there with the lessee, and who pays which utility (household.ts). */
export const householdSection = kindSection<HouseholdText>({
  empty: { coResidents: [], utilities: {} },
  fromDetails: ({ coResidents, utilities }) => ({
    coResidents: (coResidents ?? []).map((c) => c.pinfl),
    utilities: { ...utilities },
  }),
  fields: ['coResidents', 'utilities'],
  body: (h) => ({
    ...(h.coResidents.length > 0 && { coResidents: h.coResidents.map((pinfl) => ({ pinfl })) }),
    ...utilitiesBody(h.utilities),
  }),
  Fields: HouseholdFields,
});
