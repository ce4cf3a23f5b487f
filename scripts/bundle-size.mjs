#!/usr/bin/env node
// What a browser downloads before a page can draw: the entry chunk, the chunks it imports, and the page's
// own chunk with its imports, in brotli as the server sends them (the build writes a .br and a .gz copy
// beside each file: frontend/vite-precompress.ts). Reads the Vite manifest of the built frontend (`npm run
// build` first). Fails when a chunk lacks its compressed copies or they do not decode to it, and when a
// page's first load passes the budget (issue 7: 400 KB).
import { existsSync, readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BUDGET_KB = 400;
const PAGES = { 'landing (/)': 'src/pages/Landing.tsx', 'contracts list (/estate-list)': 'src/contracts/ContractList.tsx' };

// Another build's folder may be named (`node scripts/bundle-size.mjs /tmp/build`), to compare two.
const dist = process.argv[2] ? `${process.argv[2]}/` : fileURLToPath(new URL('../frontend/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);

/** A chunk and everything it imports statically (dynamic imports load later, on demand). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}
for (const file of ['index.html', ...Object.values(manifest).map((chunk) => chunk.file)]) {
  const original = readFileSync(dist + file);
  for (const [suffix, decode] of [['.br', brotliDecompressSync], ['.gz', gunzipSync]]) {
    if (!existsSync(dist + file + suffix) || !decode(readFileSync(dist + file + suffix)).equals(original)) {
      throw new Error(`${file}${suffix} is missing or is not ${file} compressed: the build must write it`);
    }
  }
}
const sentKb = (keys) => [...keys].reduce((sum, k) => sum + readFileSync(`${dist}${manifest[k].file}.br`).length, 0) / 1024;

let over = false;
console.log(`first-load JavaScript, brotli as sent (budget ${BUDGET_KB} KB):`);
for (const [name, source] of Object.entries(PAGES)) {
  if (!manifest[source]) throw new Error(`${source} is not a chunk of its own: it must stay code-split`);
  const kb = sentKb(closure(source, closure(entry)));
  over ||= kb > BUDGET_KB;
  console.log(`  ${name.padEnd(32)} ${kb.toFixed(1).padStart(7)} KB`);
}
console.log(`  ${'entry alone'.padEnd(32)} ${sentKb(closure(entry)).toFixed(1).padStart(7)} KB`);
if (over) {
  console.error(`a page's first load is over ${BUDGET_KB} KB`);
  process.exit(1);
}
