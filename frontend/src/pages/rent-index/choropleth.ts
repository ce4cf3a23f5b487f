/** Five shades of the portal's blue, lightest for the lowest rent. */
export const SHADES = ['#dbe9f6', '#a9cce8', '#6aa8d6', '#2f7fc0', '#0b3d6e'] as const;
export const NO_DATA = '#eeeeee';

export interface Step {
  from: number;
  to: number;
  colour: string;
}

/** Equal steps between the lowest and the highest median: one step when they are all alike. */
export function steps(values: readonly number[]): Step[] {
  if (values.length === 0) return [];
  const low = Math.min(...values);
  const high = Math.max(...values);
  if (low === high) return [{ from: low, to: high, colour: SHADES[2] }];
  const width = (high - low) / SHADES.length;
  return SHADES.map((colour, i) => ({
    from: low + width * i,
    to: i === SHADES.length - 1 ? high : low + width * (i + 1),
    colour,
  }));
}

/** The shade of a value among the steps. */
export const colourOf = (value: number, scale: readonly Step[]): string =>
  scale.find((s) => value <= s.to)?.colour ?? scale.at(-1)?.colour ?? NO_DATA;
