/** How the back-office's lists ask the API (`GET /api/operator/...`): react-admin's page and filters as query parameters. */

type Values = Record<string, string | number | undefined>;

/** Query parameters of the values given; an empty filter is left out rather than sent empty. */
const queryString = (values: Values): string =>
  new URLSearchParams(
    Object.entries(values)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();

/** react-admin's page (from 1) and rows per page as the API's offset and limit, with the filters. */
export const pageQuery = (pagination: { page: number; perPage: number } | undefined, filter: Values = {}): string => {
  const { page, perPage } = pagination ?? { page: 1, perPage: 25 };
  return queryString({ ...filter, offset: (page - 1) * perPage, limit: perPage });
};

/**
 * The start of a calendar day in Tashkent (UTC+5), `days` after `date` (YYYY-MM-DD): the audit's period
 * takes instants, from inclusive and to exclusive, so a period "to" a day ends as the next one begins.
 */
export function tashkentDayStart(date: string, days = 0): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return `${d.toISOString().slice(0, 10)}T00:00:00+05:00`;
}

/** The filters of the audit screen as `GET /api/operator/audit` takes them: a period of whole days. */
export function auditFilter(filter: Record<string, string | undefined>): Record<string, string | undefined> {
  return {
    permission: filter.permission,
    target: filter.target?.trim(),
    from: filter.from ? tashkentDayStart(filter.from) : undefined,
    to: filter.to ? tashkentDayStart(filter.to, 1) : undefined,
  };
}

/** The total of a paged answer: `Content-Range: audit 0-24/{total}`; without one, the rows received. */
export const totalOf = (headers: Headers, fallback: number): number => {
  const total = /\/(\d+)$/.exec(headers.get('Content-Range') ?? '')?.[1];
  return total === undefined ? fallback : Number(total);
};

/** The filters of the register's search as `GET /api/operator/contracts` takes them (docs/api.md). */
export interface ContractSearchFilter {
  registrationNumber?: string;
  number?: string;
  party?: string;
  object?: string;
  kind?: string;
  state?: number | string;
  /** Days in Tashkent (YYYY-MM-DD), as the date inputs give them: the API takes them so. */
  createdFrom?: string;
  createdTo?: string;
  /** The region's two digits (as registration numbers carry them) and a district of it (SOATO). */
  region?: string;
  district?: string;
  /** Who took any step: a party, an employee, an operator, the system; and which person (TIN/PINFL). */
  actedAs?: string;
  actedBy?: string;
}

/**
 * The register's search as the parties' lists are asked (`filter` as JSON, `range` of rows from and to,
 * both inclusive).
 */
export function contractSearchQuery(
  pagination: { page: number; perPage: number } | undefined,
  filter: ContractSearchFilter,
): string {
  const { page, perPage } = pagination ?? { page: 1, perPage: 25 };
  const range = [(page - 1) * perPage, page * perPage - 1];
  return new URLSearchParams({
    filter: JSON.stringify(contractSearchFilter(filter)),
    range: JSON.stringify(range),
  }).toString();
}

/**
 * The search's filter as the API takes it, for its pages and its downloads alike: the texts trimmed and
 * left out when empty, the state a number. A district left from another region and a person left from a
 * kind of actor no longer chosen (or the system, which is no one) are left out too: the form keeps them
 * while the choice above them changes.
 */
export function contractSearchFilter(filter: ContractSearchFilter): Record<string, string | number> {
  const sent: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(filter)) {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === undefined || text === null || text === '') continue;
    sent[key] = key === 'state' ? Number(text) : text;
  }
  // A district's SOATO code is 17, the region's two digits, then its own.
  if (typeof sent.district === 'string' && sent.region !== undefined && sent.district.slice(2, 4) !== sent.region)
    delete sent.district;
  if (sent.actedAs === undefined || sent.actedAs === 'system') delete sent.actedBy;
  return sent;
}

/** A search counted only so far (`X-Total-Bound`, docs/api.md): it holds more than that; null when counted whole. */
export const totalBoundOf = (headers: Headers): number | null => {
  const bound = headers.get('X-Total-Bound');
  return bound ? Number(bound) : null;
};
