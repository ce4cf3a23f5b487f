import { describe, expect, it } from '@jest/globals';
import { MessageKeys } from '../i18n-keys.js';
import { studentRules } from './student.js';
import { registrationDetails, registrationSchema } from './registration.schema.js';

const PERSON = '31012850123453';
const WIFE = '42304885470016';
const SON = '50101126540012';

const otherRent = {
  kind: 'OTHER_RENT',
  contractNumber: 'U-1',
  contractDate: '2026-11-20',
  lesseeId: PERSON,
  cadastralNumber: '10:09:03:01:02:0017',
  area: 60,
  monthlyPayment: 3_000_000,
  beginDate: '2026-12-01',
  endDate: '2027-11-30',
};

const issues = (value: unknown) => {
  const parsed = registrationSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('a home rented to a person: co-residents and utilities (other rent)', () => {
  it('co-residents by PINFL and who pays which utility are taken; the utilities go into the details', () => {
    const registration = {
      ...otherRent,
      coResidents: [{ pinfl: WIFE }, { pinfl: SON }],
      utilities: { ELECTRICITY: 'LESSEE', HEATING: 'LESSOR' },
    };
    expect(issues(registration)).toEqual([]);
    expect(registrationDetails(registrationSchema.parse(registration))).toEqual({
      utilities: { ELECTRICITY: 'LESSEE', HEATING: 'LESSOR' },
    });
  });

  it('the lessee among the co-residents: lessee must not repeat, on its line', () =>
    expect(issues({ ...otherRent, coResidents: [{ pinfl: WIFE }, { pinfl: PERSON }] })).toEqual([
      ['coResidents.1.pinfl', MessageKeys.lesseeRepeated],
    ]));

  it('one PINFL twice: PINFL must not repeat, on the second', () =>
    expect(issues({ ...otherRent, coResidents: [{ pinfl: WIFE }, { pinfl: WIFE }] })).toEqual([
      ['coResidents.1.pinfl', MessageKeys.pinflRepeated],
    ]));

  it('said beside the other fields’ messages while the form is not yet complete', () =>
    expect(issues({ ...otherRent, contractNumber: '', coResidents: [{ pinfl: PERSON }] })).toEqual([
      ['contractNumber', MessageKeys.required],
      ['coResidents.0.pinfl', MessageKeys.lesseeRepeated],
    ]));

  it.each([
    ['a co-resident’s PINFL of 13 digits', { coResidents: [{ pinfl: '3101285012345' }] }, 'coResidents.0.pinfl'],
    ['an unknown utility', { utilities: { TELEPHONE: 'LESSEE' } }, 'utilities'],
    ['an unknown payer', { utilities: { GAS: 'NEIGHBOUR' } }, 'utilities.GAS'],
    ['eleven co-residents', { coResidents: Array.from({ length: 11 }, () => ({ pinfl: WIFE })) }, 'coResidents'],
  ])('%s is refused on its field', (_name, extra, field) =>
    expect(issues({ ...otherRent, ...extra }).map(([path]) => path)).toContain(field),
  );

  it('a company’s premises have no household', () =>
    expect(
      issues({ ...otherRent, lesseeId: '302345678', coResidents: [{ pinfl: WIFE }], utilities: { GAS: 'LESSEE' } }),
    ).toEqual([
      ['coResidents', MessageKeys.householdForPersons],
      ['utilities', MessageKeys.householdForPersons],
    ]));
});

describe('payment type, notes and the documents’ date on every kind', () => {
  it('are taken as stated', () =>
    expect(
      issues({ ...otherRent, paymentType: 'CARD', notes: 'Uy hayvonlarisiz', documentsDate: '2026-11-19' }),
    ).toEqual([]));

  it.each([
    ['an unknown payment type', { paymentType: 'BARTER' }, 'paymentType', MessageKeys.invalidValue],
    ['notes over 1000 characters', { notes: 'x'.repeat(1001) }, 'notes', MessageKeys.notesTooLong],
    ['notes with a control character', { notes: 'a\u0007b' }, 'notes', MessageKeys.textInvalidCharacters],
    ['a documents’ date that is no date', { documentsDate: '2026-02-30' }, 'documentsDate', MessageKeys.dateInvalid],
  ])('%s is refused on its field', (_name, extra, field, message) =>
    expect(issues({ ...otherRent, ...extra })).toEqual([[field, message]]),
  );
});

describe('student rent: the first student is the lessee', () => {
  const student = { ...otherRent, kind: 'STUDENT', lesseeId: undefined };

  it('the lessee named again further down: lessee must not repeat', () =>
    expect(issues({ ...student, students: [{ pinfl: PERSON }, { pinfl: WIFE }, { pinfl: PERSON }] })).toEqual([
      ['students.2.pinfl', MessageKeys.lesseeRepeated],
    ]));

  it('two co-tenants with one PINFL: PINFL must not repeat', () =>
    expect(issues({ ...student, students: [{ pinfl: PERSON }, { pinfl: WIFE }, { pinfl: WIFE }] })).toEqual([
      ['students.2.pinfl', MessageKeys.pinflRepeated],
    ]));

  it('the decider says the same, whatever sent it', () => {
    const students = [PERSON, WIFE, PERSON].map((pinfl) => ({
      pinfl,
      name: '',
      university: '',
      faculty: '',
      course: 1,
    }));
    expect(() =>
      studentRules.parties!(
        { lessee: { id: PERSON, type: 'STUDENT', name: '' }, details: { students } } as never,
        '2026-11-20T00:00:00Z',
      ),
    ).toThrow(expect.objectContaining({ code: 'LESSEE_REPEATED', field: 'students.2.pinfl' }));
  });

  it('names who pays which utility, and no co-residents', () => {
    const parsed = registrationSchema.parse({
      ...student,
      students: [{ pinfl: PERSON }],
      utilities: { HOT_WATER: 'LESSOR' },
      coResidents: [{ pinfl: WIFE }],
    });
    expect(registrationDetails(parsed)).toEqual({ utilities: { HOT_WATER: 'LESSOR' } });
    expect(parsed).not.toHaveProperty('coResidents');
  });
});
