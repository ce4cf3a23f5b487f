import { Alert, Grid, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { KINSHIP_BASES, KINSHIP_RELATIONS } from '@rent/domain';
import { CodeSelect, type KindFieldsProps, kindSection } from '@/services/kind-fields';

interface KinshipText {
  basis: string;
  relation: string;
}

/**
 * The lessor's declaration that the lessee is a close relative of the object's owner (spec §3 "kinship"):
 * none by default; once declared, the relation is required and the minimum rent does not apply.
 */
function KinshipFields({ value, onChange, error }: KindFieldsProps<KinshipText>) {
  const translate = useTranslate();
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          id="kinship-basis"
          label={translate('form.fields.kinship.basis')}
          fullWidth
          select
          value={value.basis}
          onChange={(e) => onChange({ basis: e.target.value, relation: e.target.value ? value.relation : '' })}
          error={!!error('kinship.basis')}
          helperText={error('kinship.basis')}
        >
          <MenuItem value="">{translate('kinshipBases.NONE')}</MenuItem>
          {KINSHIP_BASES.map((b) => (
            <MenuItem key={b} value={b}>
              {translate(`kinshipBases.${b}`)}
            </MenuItem>
          ))}
        </TextField>
      </Grid>
      {value.basis && (
        <>
          <Grid size={{ xs: 12, sm: 6 }}>
            <CodeSelect
              id="kinship-relation"
              label={translate(`form.fields.kinship.relation.${value.basis}`)}
              fullWidth
              required
              codes={KINSHIP_RELATIONS}
              labels="kinshipRelations"
              value={value.relation}
              onChange={(relation) => onChange({ ...value, relation })}
              error={!!error('kinship.relation')}
              helperText={error('kinship.relation')}
            />
          </Grid>
          <Grid size={12}>
            <Alert severity="info" data-testid="kinship-note">
              {translate('form.kinshipNote')}
            </Alert>
          </Grid>
        </>
      )}
    </>
  );
}

/** The section of the kinds between persons where the minimum applies (other rent, car rent). */
export const kinshipSection = kindSection<KinshipText>({
  empty: { basis: '', relation: '' },
  fromDetails: ({ kinship }) =>
    kinship ? { basis: kinship.basis, relation: kinship.relation } : { basis: '', relation: '' },
  fields: ['kinship'],
  // Not declared: no field at all; declared without a relation: the schema names the missing relation.
  body: (k) => (k.basis ? { kinship: { basis: k.basis, relation: k.relation || undefined } } : {}),
  Fields: KinshipFields,
});
