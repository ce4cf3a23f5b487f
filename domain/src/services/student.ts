import { z } from 'zod';
import { DomainError } from '../errors.js';
import { MessageKeys } from '../i18n-keys.js';
import { pinflSchema } from '../rules/identifiers.js';
import { contractTermsShape } from '../contracts/contract-terms.schema.js';
import { ServiceKind } from '../contracts/service-kinds.js';
import { findRepeated, householdDetails, utilitiesShape } from '../contracts/household.js';
import { defineKind, endAfterStart, type KindRules } from './kind.js';

/**
 * Student rent: the lessees are students, each by PINFL (name, university and faculty come from the
 * education registry); at least one, no PINFL twice. The first is the contract's lessee, the others its
 * co-tenants: they are the people who live there, so the contract names no other co-residents, only who
 * pays which utility (household.ts).
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
            ctx.addIssue({ code: 'custom', path: [i, 'pinfl'], message: repeatedMessage(students, i) });
          seen.add(s.pinfl);
        });
      }),
    ...utilitiesShape,
  })
  .refine(...endAfterStart);

/** The first student is the lessee: named again further down, that is "lessee must not repeat" (spec §5). */
const repeatedMessage = (students: readonly { pinfl: string }[], i: number) =>
  i > 0 && students[i]!.pinfl === students[0]!.pinfl ? MessageKeys.lesseeRepeated : MessageKeys.pinflRepeated;

export const studentRules: KindRules = {
  parties({ details, lessee }) {
    const students = details?.students ?? [];
    if (students.length === 0)
      throw new DomainError('STUDENTS_REQUIRED', MessageKeys.studentsRequired, 'invalid', 'students');
    const repeated = findRepeated(students);
    if (repeated >= 0) {
      const message = repeatedMessage(students, repeated);
      const code = message === MessageKeys.lesseeRepeated ? 'LESSEE_REPEATED' : 'PINFL_REPEATED';
      throw new DomainError(code, message, 'invalid', `students.${repeated}.pinfl`);
    }
    if (lessee.id !== students[0]!.pinfl)
      throw new DomainError('LESSEE_NOT_FIRST_STUDENT', MessageKeys.invalidValue, 'invalid', 'students');
  },
};

export const student = defineKind(studentSchema, studentRules, householdDetails);
