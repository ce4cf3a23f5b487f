import { demoAccounts, demoIndividuals, demoTaxpayers } from './demo-data.js';
import type { KeyHolder } from '../signing/dev-helper/dev-key-store.js';

/**
 * A key for each demo account: a legal entity's key is its director's, naming the entity's TIN and name;
 * an individual's names the person's PINFL and personal TIN. The committee's staff sign as persons by
 * PINFL too: an operator signs the taking of a contract off the register with their own key.
 */
export function demoKeyHolders(): KeyHolder[] {
  return demoAccounts.map((a): KeyHolder => {
    if (a.tin) {
      const t = demoTaxpayers.find((x) => x.tin === a.tin);
      return {
        holder: t?.director ?? a.name,
        tin: a.tin,
        pinfl: null,
        personalTin: null,
        organisation: t?.name ?? a.name,
        title: 'Direktor',
      };
    }
    const p = demoIndividuals.find((x) => x.pinfl === a.pinfl);
    return {
      holder: a.name,
      tin: null,
      pinfl: a.pinfl,
      personalTin: p?.tin ?? null,
      organisation: null,
      title: null,
    };
  });
}
