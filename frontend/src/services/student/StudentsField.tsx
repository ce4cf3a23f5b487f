import { useTranslate } from 'react-admin';
import type { StudentLookup } from '@rent/domain';
import { type KindFieldsProps, kindSection } from '@/services/kind-fields';
import { PinflRow, RowsField } from '@/services/RowsField';

/**
 * Student rent's lessees (spec §3): at least one student by PINFL, no PINFL twice; co-tenants may be added.
 * The PINFLs typed so far, one per row (the first is the lessee, the rest co-tenants), each with who the
 * education registry says it is; messages by path: `students` for the list, `students.<i>.pinfl` for a row.
 */
function StudentsField({ value: pinfls, onChange, error }: KindFieldsProps<string[]>) {
  const translate = useTranslate();
  return (
    <RowsField
      title={translate('form.student.title')}
      error={error('students')}
      addLabel={translate('form.student.add')}
      onAdd={() => onChange([...pinfls, ''])}
      canAdd={pinfls.length < 20}
    >
      {pinfls.map((pinfl, i) => (
        <PinflRow<StudentLookup>
          key={i}
          id={`student-${i}-pinfl`}
          label={translate('form.student.pinfl', { n: i + 1 })}
          testId="student-row"
          pinfl={pinfl}
          onChange={(v) => onChange(pinfls.map((p, j) => (j === i ? v : p)))}
          removeLabel={translate('form.student.remove', { n: i + 1 })}
          onRemove={pinfls.length > 1 ? () => onChange(pinfls.filter((_, j) => j !== i)) : undefined}
          error={error(`students.${i}.pinfl`)}
          lookup={{ key: 'student', path: '/catalog-general/student' }}
          describe={(s) =>
            translate('form.student.found', {
              name: s.name,
              university: s.university,
              faculty: s.faculty,
              course: s.course,
            })
          }
          notFound="errors.studentNotFound"
        />
      ))}
    </RowsField>
  );
}

/** Student rent's section in place of the one lessee: the students, each by PINFL. */
export const studentsSection = kindSection<string[]>({
  empty: [''],
  fromDetails: ({ students }) => (students?.length ? students.map((s) => s.pinfl) : ['']),
  fields: ['students'],
  body: (pinfls) => ({ students: pinfls.map((pinfl) => ({ pinfl })) }),
  Fields: StudentsField,
});
