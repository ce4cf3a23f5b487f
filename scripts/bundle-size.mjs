#!/usr/bin/env node
// What a browser downloads before a page can draw (main.tsx fetches it all before the first render): the
// entry chunk and the chunks it imports, the reader's language (the default, Latin), and the chunks the
// page loads on demand with their imports, in brotli as the server sends them (the build writes a .br and a .gz copy
// beside each file that shrinks: frontend/vite-precompress.ts). Reads the Vite manifest of the built frontend
// (`npm run build` first). Fails when a chunk lacks a compressed copy that would be smaller, or a copy does
// not decode to it, when one of these pages loads zod, react-router's data router or the operators' back-office before it draws, and when a page's first load passes the budget (issue 7 set 400 KB of gzip; issue 16
// brought the pages to ~195 and ~270 KB of brotli, and the budget down to 300 KB so that stays so).
import { existsSync, readFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';

const BUDGET_KB = 300;
const LANGUAGE = 'src/i18n/uz-Latn.json?raw';
/**
 * The chunks each page fetches on demand before it draws. The landing, the page most first visits open
 * on, is part of the entry; a signed-in page brings its own code and the signed-in chrome, and must not be
 * part of the entry (what every visitor downloads).
 */
const PAGES = {
  'landing (/)': [],
  'contracts list (/estate-list)': ['src/contracts/ContractList.tsx', 'src/layout/SessionChrome.tsx'],
};

/**
 * The operators' back-office (issue 19, frontend/src/operator): a chunk loaded on demand under /operator
 * only. Its react-admin screens (layout, menu, lists) are recognised in any chunk by their style names: a
 * chunk grouping that put them among the libraries every signed-in page shares would make taxpayers
 * download them.
 */
const OPERATOR = 'src/operator/OperatorApp.tsx';
/** The back-office's own texts in the default language, a chunk it fetches when it opens (operator-i18n.ts). */
const OPERATOR_LANGUAGE = 'src/operator/i18n/uz-Latn.json?raw';
const BACK_OFFICE_CODE = /\b(RaLayout|RaAppBar|RaMenu|RaList|RaDatagrid)\b/;
/**
 * The back-office dashboard's charts (@mui/x-charts, issue 19 screen 7): a chunk of their own that the
 * dashboard loads when it draws them (operator/Dashboard.tsx), recognised in any chunk by the chart
 * library's style names. Neither a taxpayer's page nor the back-office's first load may bring them.
 */
const CHARTS = 'src/operator/DashboardCharts.tsx';
/**
 * react-router's data router (createRouter), which react-admin's fallback hash router brought into the entry
 * and no page uses (frontend/vite-no-hash-router.ts takes it out), recognised by its own message.
 */
const DATA_ROUTER_CODE = /non-empty routes array to createRouter/;
const CHARTS_CODE = /\b(MuiChartsSurface|MuiBarChart|MuiChartsAxis)\b/;

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
/** The bytes the server sends for a file: its brotli copy, or the file itself where compressing would not shrink it (no copy then). */
function sentBytes(file) {
  const original = readFileSync(dist + file);
  for (const [suffix, decode, encode] of [
    ['.br', brotliDecompressSync, brotliCompressSync],
    ['.gz', gunzipSync, gzipSync],
  ]) {
    const copy = existsSync(dist + file + suffix) ? readFileSync(dist + file + suffix) : undefined;
    if (copy ? !decode(copy).equals(original) : encode(original).length < original.length) {
      throw new Error(`${file}${suffix} is missing or is not ${file} compressed: the build must write it`);
    }
  }
  return existsSync(`${dist}${file}.br`) ? readFileSync(`${dist}${file}.br`).length : original.length;
}
for (const file of ['index.html', ...Object.values(manifest).map((chunk) => chunk.file)]) sentBytes(file);
if (!manifest[OPERATOR]?.isDynamicEntry)
  throw new Error(`${OPERATOR} is not loaded on demand: it must stay code-split`);
if (!manifest[CHARTS]?.isDynamicEntry) throw new Error(`${CHARTS} is not loaded on demand: it must stay code-split`);
const chartChunks = (keys) => [...keys].filter((k) => CHARTS_CODE.test(readFileSync(dist + manifest[k].file, 'utf8')));
const sentKb = (keys) => [...keys].reduce((sum, k) => sum + sentBytes(manifest[k].file), 0) / 1024;

let over = false;
console.log(`first-load JavaScript, brotli as sent (budget ${BUDGET_KB} KB):`);
for (const [name, sources] of Object.entries(PAGES)) {
  const chunks = closure(LANGUAGE, closure(entry));
  for (const source of sources) {
    if (!manifest[source]?.isDynamicEntry)
      throw new Error(`${source} is not loaded on demand: it must stay code-split`);
    closure(source, chunks);
  }
  // zod is for the forms (frontend/vite-chunk-groups.ts): a page that only shows must not download it.
  if ([...chunks].some((k) => manifest[k].name === 'validation'))
    throw new Error(`${name} downloads the validation library (zod) before it draws: something it imports needs zod`);
  // The back-office is for the committee's staff: no taxpayer's page downloads it.
  const backOffice = [...chunks].filter(
    (k) => k.startsWith('src/operator/') || BACK_OFFICE_CODE.test(readFileSync(dist + manifest[k].file, 'utf8')),
  );
  if (backOffice.length)
    throw new Error(`${name} downloads the operators' back-office before it draws: ${backOffice.join(', ')}`);
  const dataRouter = [...chunks].filter((k) => DATA_ROUTER_CODE.test(readFileSync(dist + manifest[k].file, 'utf8')));
  if (dataRouter.length)
    throw new Error(`${name} downloads react-router's data router before it draws: ${dataRouter.join(', ')}`);
  const charts = chartChunks(chunks);
  if (charts.length)
    throw new Error(`${name} downloads the dashboard's chart library before it draws: ${charts.join(', ')}`);
  const kb = sentKb(chunks);
  over ||= kb > BUDGET_KB;
  console.log(`  ${name.padEnd(32)} ${kb.toFixed(1).padStart(7)} KB`);
}
console.log(`  ${'entry alone'.padEnd(32)} ${sentKb(closure(entry)).toFixed(1).padStart(7)} KB`);
console.log(
  `  ${'back-office (/operator)'.padEnd(32)} ${sentKb(
    closure(OPERATOR_LANGUAGE, closure(OPERATOR, closure(LANGUAGE, closure(entry)))),
  )
    .toFixed(1)
    .padStart(7)} KB`,
);
// The back-office opens on its dashboard, whose charts come a moment later: its first load holds none of them.
const backOfficeFirst = closure(OPERATOR_LANGUAGE, closure(OPERATOR, closure(LANGUAGE, closure(entry))));
const chartsInBackOffice = chartChunks(backOfficeFirst);
if (chartsInBackOffice.length)
  throw new Error(`the back-office's first load holds the dashboard's chart library: ${chartsInBackOffice.join(', ')}`);
console.log(
  `  ${'  + dashboard charts'.padEnd(32)} ${sentKb([...closure(CHARTS)].filter((k) => !backOfficeFirst.has(k)))
    .toFixed(1)
    .padStart(7)} KB`,
);
if (over) {
  console.error(`a page's first load is over ${BUDGET_KB} KB`);
  process.exit(1);
}
