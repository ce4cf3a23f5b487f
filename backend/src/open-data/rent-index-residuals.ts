/** What a cell needs for the residual rule: where it lies and how many contracts it holds. */
export interface CountedCell {
  regionSoato: string;
  districtSoato: string | null;
  propertyUse: string;
  contracts: number;
}

/**
 * The districts of a region left out of the index so that no count can be worked out by subtraction. A
 * region's cell (district null) holds every contract of its districts; if the districts published add up
 * to fewer than it by 1 to `minimum` − 1, the difference is the count of the districts held back, a cell
 * smaller than the threshold made visible. Holding back the smallest district published as well makes the
 * difference at least `minimum` (that district alone had as many), which says nothing of any one district.
 * Returns the cells to publish, in the order given.
 */
export function withoutSmallResiduals<C extends CountedCell>(cells: readonly C[], minimum: number): C[] {
  const held = new Set<C>();
  const groups = new Map<string, { region?: C; districts: C[] }>();
  for (const cell of cells) {
    const key = JSON.stringify([cell.regionSoato, cell.propertyUse]);
    const group = groups.get(key) ?? { districts: [] };
    if (cell.districtSoato === null) group.region = cell;
    else group.districts.push(cell);
    groups.set(key, group);
  }
  for (const { region, districts } of groups.values()) {
    if (!region || districts.length === 0) continue;
    const residual = region.contracts - districts.reduce((sum, d) => sum + d.contracts, 0);
    if (residual > 0 && residual < minimum)
      held.add(districts.reduce((least, d) => (d.contracts < least.contracts ? d : least)));
  }
  return cells.filter((cell) => !held.has(cell));
}
