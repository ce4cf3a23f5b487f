import { MenuItem, TextField, type TextFieldProps } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';
import type { ContractDetails, RentableProperty } from '@rent/domain';
import type { TypedTerms } from './terms-form';

/** The fields a service kind adds to the common terms: their typed text, the field messages, and what the form knows. */
export interface KindFieldsProps<T> {
  value: T;
  onChange: (v: T) => void;
  error: (field: string) => string | undefined;
  /** The object chosen, once chosen (a plot's land tax rate prices land rent). */
  chosen?: RentableProperty;
  /** The common terms as typed so far, as the API takes them. */
  terms: TypedTerms;
  /** The lessee's TIN or PINFL as typed so far, on a form with one lessee. */
  lesseeId?: string;
}

/**
 * A part of the registration form that a kind supplies (its plug-in's form section): its fields, their
 * text before anything is typed, the fields whose messages go as the user edits it, and what it adds to
 * the registration body, as the kind's schema reads it.
 */
export interface KindSection<T> {
  empty: T;
  /** Its text as an old contract's details fill it, for a new contract made from that one (recreate). */
  fromDetails(details: ContractDetails): T;
  fields: readonly string[];
  body(value: T): Record<string, unknown>;
  Fields: ComponentType<KindFieldsProps<T>>;
}

/** A section as the form holds it, whatever its text: only the section itself reads its value. */
export type AnyKindSection = KindSection<unknown>;
export const kindSection = <T,>(section: KindSection<T>): AnyKindSection => section as unknown as AnyKindSection;

/** Two sections in one slot, one after the other: each keeps its own text, and the body has both. */
export function sectionsTogether(first: AnyKindSection, second: AnyKindSection): AnyKindSection {
  type Both = { first: unknown; second: unknown };
  function BothFields({ value, onChange, ...rest }: KindFieldsProps<Both>) {
    return (
      <>
        <first.Fields {...rest} value={value.first} onChange={(v) => onChange({ ...value, first: v })} />
        <second.Fields {...rest} value={value.second} onChange={(v) => onChange({ ...value, second: v })} />
      </>
    );
  }
  return kindSection<Both>({
    empty: { first: first.empty, second: second.empty },
    fromDetails: (d) => ({ first: first.fromDetails(d), second: second.fromDetails(d) }),
    fields: [...first.fields, ...second.fields],
    body: (v) => ({ ...first.body(v.first), ...second.body(v.second) }),
    Fields: BothFields,
  });
}

/** Optional numbers of a form: an empty field is "not entered", which the schema names as required. */
export const numberOrUndefined = (text: string) => (text === '' ? undefined : Number(text));

/** The props each such field shares: its id, its label (form.fields.*), required, and its message. */
export function useKindField<T>(prefix: string, error: KindFieldsProps<T>['error']) {
  const translate = useTranslate();
  return (key: keyof T & string) => ({
    id: `${prefix}-${key}`,
    label: translate(`form.fields.${key}`),
    fullWidth: true,
    required: true,
    error: !!error(key),
    helperText: error(key),
  });
}

/** A select of one of a domain list's codes, each shown as `${labels}.${code}` in the user's language. */
export function CodeSelect({
  codes,
  labels,
  value,
  onChange,
  ...props
}: Omit<TextFieldProps, 'onChange'> & {
  codes: readonly string[];
  labels: string;
  value: string;
  onChange: (code: string) => void;
}) {
  const translate = useTranslate();
  return (
    <TextField {...props} select value={value} onChange={(e) => onChange(e.target.value)}>
      {codes.map((c) => (
        <MenuItem key={c} value={c}>
          {translate(`${labels}.${c}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
