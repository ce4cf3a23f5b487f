import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { Button, Grid, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { isPinfl, type StudentLookup } from '@rent/domain';
import { api } from '@/api/http';
import { type KindFieldsProps, kindSection } from '@/services/kind-fields';

/** One student's row: the PINFL and, once 14 digits are typed, who the education registry says it is. */
function StudentRow({
  index,
  pinfl,
  onChange,
  onRemove,
  error,
}: {
  index: number;
  pinfl: string;
  onChange: (v: string) => void;
  onRemove?: () => void;
  error?: string;
}) {
  const translate = useTranslate();
  const student = useQuery({
    queryKey: ['student', pinfl],
    queryFn: () => api<StudentLookup>(`/catalog-general/student/${pinfl}`),
    enabled: isPinfl(pinfl),
    retry: false,
  });
  const found =
    student.data &&
    translate('form.student.found', {
      name: student.data.name,
      university: student.data.university,
      faculty: student.data.faculty,
      course: student.data.course,
    });
  const helper =
    error ??
    (!isPinfl(pinfl)
      ? undefined
      : student.isPending
        ? translate('form.lesseeSearching')
        : (found ?? translate('errors.studentNotFound')));
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }} data-testid="student-row">
      <TextField
        id={`student-${index}-pinfl`}
        label={translate('form.student.pinfl', { n: index + 1 })}
        fullWidth
        required
        value={pinfl}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, 14))}
        error={!!error || (isPinfl(pinfl) && student.isError)}
        helperText={helper}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      {onRemove && (
        <IconButton onClick={onRemove} aria-label={translate('form.student.remove', { n: index + 1 })} sx={{ mt: 1 }}>
          <DeleteIcon />
        </IconButton>
      )}
    </Stack>
  );
}

/**
 * Student rent's lessees (spec §3): at least one student by PINFL, no PINFL twice; co-tenants may be added.
 * The PINFLs typed so far, one per row (the first is the lessee, the rest co-tenants); messages by path:
 * `students` for the list, `students.<i>.pinfl` for a row.
 */
function StudentsField({ value: pinfls, onChange, error }: KindFieldsProps<string[]>) {
  const translate = useTranslate();
  const set = (i: number, v: string) => onChange(pinfls.map((p, j) => (j === i ? v : p)));
  return (
    <Grid size={12}>
      <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {translate('form.student.title')}
      </Typography>
      <Stack spacing={2}>
        {pinfls.map((p, i) => (
          <StudentRow
            key={i}
            index={i}
            pinfl={p}
            onChange={(v) => set(i, v)}
            onRemove={pinfls.length > 1 ? () => onChange(pinfls.filter((_, j) => j !== i)) : undefined}
            error={error(`students.${i}.pinfl`)}
          />
        ))}
      </Stack>
      {error('students') && (
        <Typography color="error" variant="body2" sx={{ mt: 1 }} role="alert">
          {error('students')}
        </Typography>
      )}
      <Button
        startIcon={<AddIcon />}
        onClick={() => onChange([...pinfls, ''])}
        sx={{ mt: 1 }}
        disabled={pinfls.length >= 20}
      >
        {translate('form.student.add')}
      </Button>
    </Grid>
  );
}

/** Student rent's section in place of the one lessee: the students, each by PINFL. */
export const studentsSection = kindSection<string[]>({
  empty: [''],
  fields: ['students'],
  body: (pinfls) => ({ students: pinfls.map((pinfl) => ({ pinfl })) }),
  Fields: StudentsField,
});
