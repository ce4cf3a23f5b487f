/**
 * Which of the codings we hold a request accepts, best first: by the weight its Accept-Encoding gives each
 * (`q=0` refuses one; `*` stands for any coding it does not name), ties in the order we offer them. No
 * header means no coding at all: a client that says nothing gets the file as it is.
 */
export function preferredCodings(header: string | undefined, offered: readonly string[]): string[] {
  if (!header) return [];
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (coding: string) => weights.get(coding) ?? weights.get('*') ?? 0;
  return offered.filter((c) => weight(c) > 0).sort((a, b) => weight(b) - weight(a));
}
