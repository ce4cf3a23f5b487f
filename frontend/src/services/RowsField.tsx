import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Button, Grid, IconButton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { isPinfl } from '@rent/domain';
import { api } from '@/api/http';
import { DigitsInput } from '@/ui/inputs';

/**
 * A list of rows a form section takes (the students, the co-residents, a land rent's further plots): its
 * title, the rows, the list's own message under them (its path's, e.g. `students`), and a button that adds
 * a row while there are fewer than `max`.
 */
export function RowsField({
  title,
  children,
  error,
  errorTestId,
  addLabel,
  onAdd,
  canAdd,
}: {
  title: string;
  children: ReactNode;
  error: string | undefined;
  errorTestId?: string;
  addLabel: string;
  onAdd: () => void;
  canAdd: boolean;
}) {
  return (
    <Grid size={12}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
      {error && (
        <Typography color="error" variant="body2" sx={{ mt: 1 }} role="alert" data-testid={errorTestId}>
          {error}
        </Typography>
      )}
      <Button startIcon={<AddIcon />} onClick={onAdd} sx={{ mt: 1 }} disabled={!canAdd}>
        {addLabel}
      </Button>
    </Grid>
  );
}

/** A row's button that takes it out of its list. */
export function RemoveRowButton({ label, onRemove }: { label: string; onRemove: () => void }) {
  return (
    <IconButton onClick={onRemove} aria-label={label} sx={{ alignSelf: 'flex-start', mt: 1 }}>
      <DeleteIcon />
    </IconButton>
  );
}

/**
 * A row of a person by PINFL: digits only, and once all 14 are typed, who the registry says it is
 * (`lookup.path` + the PINFL, cached under `lookup.key` as the other lookups of that registry are), or
 * `notFound`. Its own message, when the form has one, comes first.
 */
export function PinflRow<T>({
  id,
  label,
  testId,
  pinfl,
  onChange,
  removeLabel,
  onRemove,
  error,
  lookup,
  describe,
  notFound,
}: {
  id: string;
  label: string;
  testId: string;
  pinfl: string;
  onChange: (v: string) => void;
  removeLabel: string;
  onRemove?: () => void;
  error?: string;
  lookup: { key: string; path: string };
  describe: (found: T) => string;
  notFound: string;
}) {
  const translate = useTranslate();
  const found = useQuery({
    queryKey: [lookup.key, pinfl],
    queryFn: () => api<T>(`${lookup.path}/${pinfl}`),
    enabled: isPinfl(pinfl),
    retry: false,
  });
  const helper =
    error ??
    (!isPinfl(pinfl)
      ? undefined
      : found.isPending
        ? translate('form.lesseeSearching')
        : found.data
          ? describe(found.data)
          : translate(notFound));
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} data-testid={testId}>
      <DigitsInput
        id={id}
        label={label}
        fullWidth
        required
        digits={14}
        value={pinfl}
        onChange={onChange}
        error={!!error || (isPinfl(pinfl) && found.isError)}
        helperText={helper}
      />
      {onRemove && <RemoveRowButton label={removeLabel} onRemove={onRemove} />}
    </Stack>
  );
}
