import { z } from 'zod';
import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import { pinflSchema } from '../rules/identifiers.js';
import { contractTermsShape } from '../contracts/contract-terms.schema.js';
import { ServiceKind } from '../contracts/service-kinds.js';
import { defineKind, endAfterStart, type KindRules } from './kind.js';

/**
 * Student rent: the lessees are students, each by PINFL (name, university and faculty come from the
 * education registry); at least one, no PINFL twice. The first is the contract's lessee, the others its
 * co-tenants.
 */
export const studentSchema = contractTermsShape
  .omit({ lesseeId: true })
  .extend({
    kind: z.literal(ServiceKind.Student),
    students: z
      .array(z.object({ pinfl: pinflSchema }), { error: MessageKeys.studentsRequired })
      .min(1, MessageKeys.studentsRequired)
      .max(20, MessageKeys.invalidValue)
      .superRefine((students, ctx) => {
        const seen = new Set<string>();
        students.forEach((s, i) => {
          if (seen.has(s.pinfl))
            ctx.addIssue({ code: 'custom', path: [i, 'pinfl'], message: MessageKeys.pinflRepeated });
          seen.add(s.pinfl);
        });
      }),
  })
  .refine(...endAfterStart);

export const studentRules: KindRules = {
  parties({ details, lessee }) {
    const students = details?.students ?? [];
    if (students.length === 0)
      throw new DomainError('STUDENTS_REQUIRED', MessageKeys.studentsRequired, 'invalid', 'students');
    const seen = new Set<string>();
    students.forEach((s, i) => {
      if (seen.has(s.pinfl))
        throw new DomainError('PINFL_REPEATED', MessageKeys.pinflRepeated, 'invalid', `students.${i}.pinfl`);
      seen.add(s.pinfl);
    });
    if (lessee.id !== students[0]!.pinfl)
      throw new DomainError('LESSEE_NOT_FIRST_STUDENT', MessageKeys.invalidValue, 'invalid', 'students');
  },
};

export const student = defineKind(studentSchema, studentRules);
