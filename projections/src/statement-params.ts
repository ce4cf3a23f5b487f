/** Adds a value to the parameters of a statement being put together and answers its placeholder ($n). */
export type Param = (value: unknown) => string;

/** A statement's parameters, and the function that adds one. */
export function statementParams(): { values: unknown[]; param: Param } {
  const values: unknown[] = [];
  return { values, param: (value) => `$${values.push(value)}` };
}
