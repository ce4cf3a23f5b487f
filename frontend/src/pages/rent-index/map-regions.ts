import uzbekistan from '@svg-maps/uzbekistan';

/** The map's regions by the package's ids, as the SOATO classifier codes them (regions table). */
const SOATO_BY_ID: Record<string, string> = {
  andijan: '1703',
  bukhara: '1706',
  jizzakh: '1708',
  qashqadaryo: '1710',
  navoiy: '1712',
  namangan: '1714',
  samarqand: '1718',
  surxondaryo: '1722',
  sirdaryo: '1724',
  fergana: '1730',
  xorazm: '1733',
  karakalpakstan: '1735',
};
/** The package names Tashkent twice: the city first (the small path), then the region around it. */
const TASHKENT = ['1726', '1727'];

export interface MapRegion {
  soato: string;
  path: string;
}

export interface UzbekistanMap {
  viewBox: string;
  regions: MapRegion[];
  /** Paths that are no region (the Aral Sea): drawn as water, not as a place without data. */
  water: string[];
}

function regionsOf(): UzbekistanMap {
  let tashkent = 0;
  const regions: MapRegion[] = [];
  const water: string[] = [];
  for (const location of uzbekistan.locations) {
    const soato = location.id === 'tashkent' ? TASHKENT[tashkent++] : SOATO_BY_ID[location.id];
    if (soato) regions.push({ soato, path: location.path });
    else water.push(location.path);
  }
  // The city lies inside the region: drawn last, so it stays on top and can be pointed at.
  regions.sort((a, b) => Number(a.soato === '1726') - Number(b.soato === '1726'));
  return { viewBox: uzbekistan.viewBox, regions, water };
}

export const UZBEKISTAN: UzbekistanMap = regionsOf();
