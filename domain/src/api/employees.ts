import { z } from 'zod';
import { pinflSchema } from '../rules/identifiers.js';
import { instant } from './json-values.js';

/** A person attached to a legal entity, as its employee list shows them (`GET /api/employees`). */
export const employeeSchema = z.object({ pinfl: z.string(), name: z.string(), addedAt: instant });
export type Employee = z.infer<typeof employeeSchema>;

/** A person the entity attaches by PINFL (`POST /api/employees`). */
export const addEmployeeSchema = z.object({ pinfl: pinflSchema }).strict();
export type AddEmployeeInput = z.infer<typeof addEmployeeSchema>;

/** An entity a person works for, as the "act for" choice shows it (`GET /api/account/employers`). */
export const employerSchema = z.object({ tin: z.string(), name: z.string() });
export type Employer = z.infer<typeof employerSchema>;
