#!/usr/bin/env node
// What a browser downloads before a page can draw: the entry chunk, the chunks it imports, and the page's
// own chunk with its imports, gzipped as a server would send them. Reads the Vite manifest of the built
// frontend (`npm run build` first). Fails when a page's first load passes the budget (issue 7: 400 KB).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BUDGET_KB = 400;
const PAGES = { 'landing (/)': 'src/pages/Landing.tsx', 'contracts list (/estate-list)': 'src/contracts/ContractList.tsx' };

const dist = fileURLToPath(new URL('../frontend/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);

/** A chunk and everything it imports statically (dynamic imports load later, on demand). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}
const gzipKb = (keys) => [...keys].reduce((sum, k) => sum + gzipSync(readFileSync(dist + manifest[k].file), { level: 9 }).length, 0) / 1024;

let over = false;
console.log(`first-load JavaScript, gzip (budget ${BUDGET_KB} KB):`);
for (const [name, source] of Object.entries(PAGES)) {
  if (!manifest[source]) throw new Error(`${source} is not a chunk of its own: it must stay code-split`);
  const kb = gzipKb(closure(source, closure(entry)));
  over ||= kb > BUDGET_KB;
  console.log(`  ${name.padEnd(32)} ${kb.toFixed(1).padStart(7)} KB`);
}
console.log(`  ${'entry alone'.padEnd(32)} ${gzipKb(closure(entry)).toFixed(1).padStart(7)} KB`);
if (over) {
  console.error(`a page's first load is over ${BUDGET_KB} KB`);
  process.exit(1);
}
