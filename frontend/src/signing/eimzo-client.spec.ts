import { describe, expect, it } from '@jest/globals';
import { belongsTo, type EimzoKey, parseAlias } from './eimzo-client';

describe('E-IMZO key aliases', () => {
  const alias =
    'cn=Nazarov Bekzod Olimovich,serialnumber=F8FBF3AE817D909D,validfrom=2026.11.22 02:35:13,validto=2028.11.22 02:35:13,1.2.860.3.16.1.1=301234567,o=«Savdo\\, Servis» MChJ,t=Direktor';

  it('reads the subject fields the helper lists, an escaped comma inside a value', () =>
    expect(parseAlias(alias)).toEqual({
      cn: 'Nazarov Bekzod Olimovich',
      serialnumber: 'F8FBF3AE817D909D',
      validfrom: '2026.11.22 02:35:13',
      validto: '2028.11.22 02:35:13',
      '1.2.860.3.16.1.1': '301234567',
      o: '«Savdo, Servis» MChJ',
      t: 'Direktor',
    }));

  const key = (tin: string | null, pinfl: string | null, kind: EimzoKey['kind'] = 'pfx') =>
    ({ kind, tin, pinfl }) as EimzoKey;
  it.each([
    ['a legal entity’s key, for the entity', key('301234567', '31012850123453'), '301234567', true],
    ['another entity’s key', key('302345678', null), '301234567', false],
    ['a person’s own key, for the person', key(null, '31012850123453'), '31012850123453', true],
    ['a director’s company key is not the person’s own', key('301234567', '31012850123453'), '31012850123453', false],
    ['an older token’s key is told by its alias as a file’s is', key('302345678', null, 'ftjc'), '301234567', false],
    [
      'a plugged-in ID card shows no holder until it signs: offered, the server checks it',
      key(null, null, 'idcard'),
      '301234567',
      true,
    ],
  ])('%s', (_name, k, partyId, mine) => expect(belongsTo(k, partyId)).toBe(mine));
});
