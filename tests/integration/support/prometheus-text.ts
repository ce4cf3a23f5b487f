/** One sample of a scrape: its metric's name, its labels and its value. */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a scrape in Prometheus' text format (comments and blank lines left out). */
export function parseScrape(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const m = SAMPLE.exec(line);
      if (!m) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(m[2] ?? '').matchAll(LABEL)].map(([, key, value]) => [key!, value!.replace(/\\(.)/g, '$1')]),
      );
      return { name: m[1]!, labels, value: Number(m[3]) };
    });
}

/** The samples of one name whose labels include `labels`. */
export const samples = (scrape: Sample[], name: string, labels: Record<string, string> = {}): Sample[] =>
  scrape.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));

/** The value of the one sample of that name and those labels; 0 when there is none (a counter not yet moved). */
export function valueOf(scrape: Sample[], name: string, labels: Record<string, string> = {}): number {
  const found = samples(scrape, name, labels);
  if (found.length > 1) throw new Error(`${found.length} samples of ${name} ${JSON.stringify(labels)}`);
  return found[0]?.value ?? 0;
}
