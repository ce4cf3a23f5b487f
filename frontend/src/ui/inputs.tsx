import { TextField, type TextFieldProps } from '@mui/material';
import { useLayoutEffect, useRef } from 'react';
import { editPhone, maskPhone } from './phone-mask';
import { sumFromTyped, sumShown } from './sum-text';

/** Typing 01022026 shows 01.02.2026: the spec's DD.MM.YYYY without typing the dots. */
export function maskDisplayDate(raw: string): string {
  const d = raw.replace(/\D/g, '').slice(0, 8);
  return [d.slice(0, 2), d.slice(2, 4), d.slice(4)].filter(Boolean).join('.');
}

type Props = Omit<TextFieldProps, 'onChange' | 'value'> & { value: string; onChange: (value: string) => void };

/**
 * A number that is digits only, up to `digits` of them (a TIN 9, a PINFL 14, an SMS code 6), typed on
 * the phone's number pad: anything else typed or pasted is dropped as it comes.
 */
export function DigitsInput({ value, onChange, digits, ...props }: Props & { digits: number }) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, digits))}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}

export function DateInput({ value, onChange, ...props }: Props) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(e) => onChange(maskDisplayDate(e.target.value))}
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 10 } }}
    />
  );
}

/**
 * A sum in so'm, non-negative, to the tiyin (sum-text.ts): kept as digits and a point, shown grouped with a
 * decimal comma. Read-only when worked out from other fields.
 */
export function SumInput({ value, onChange, readOnly, ...props }: Props & { readOnly?: boolean }) {
  return (
    <TextField
      {...props}
      value={sumShown(value)}
      onChange={(e) => {
        const kept = sumFromTyped(e.target.value);
        if (kept !== null) onChange(kept);
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal', readOnly } }}
    />
  );
}

/** An area or another non-negative number with up to two decimals; a comma is taken as the point. */
export function DecimalInput({ value, onChange, ...props }: Props) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(e) => {
        const v = e.target.value.replace(',', '.');
        if (/^\d{0,7}(\.\d{0,2})?$/.test(v)) onChange(v);
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}

/**
 * A phone in the mask of spec §9, `+998 (11) 111 11 11`, as it is typed (phone-mask.ts): the value is the
 * nine digits after the country code, the caret stays where one types, and a pasted whole number is taken.
 */
export function PhoneInput({ value, onChange, ...props }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  // Put the caret back once the masked text is drawn: React sets the value and the browser moves it to the end.
  useLayoutEffect(() => {
    if (caret.current !== null && input.current && document.activeElement === input.current)
      input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  return (
    <TextField
      {...props}
      value={maskPhone(value)}
      placeholder="+998 (__) ___ __ __"
      inputRef={input}
      onChange={(e) => {
        const edit = editPhone(value, e.target.value, e.target.selectionStart ?? e.target.value.length);
        caret.current = edit.caret;
        onChange(edit.digits);
      }}
      slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel-national' } }}
    />
  );
}
