/**
 * What the lists' text search (docs/api.md: `q`, `number`, `party`) finds a contract by: one row per
 * contract in `contract_search`, written by the contract-summary projection beside the contract's summary
 * row. The summary row changes with nearly every step, and each change that moves an indexed column
 * writes a new entry into every index of the table; a trigram index there cost the summary's rebuild a
 * third of its speed. This row changes only when the text does (a contract is created or renumbered), so
 * its trigram index is written about once per contract.
 *
 * The row holds the contract's two parties, so one index scan finds a party's matches; its registration
 * number, its own number and both parties' names as one text, for parts of them (pg_trgm); and the
 * cadastral number, for an exact one; and the contract's time of registration, so that many matches are put
 * in the register's order without reading their summary rows. A party's identifier is found through the party columns: the initiator is the lessor and the
 * counterpart the lessee (only the lessor registers, contract-decider.ts). The search only narrows down
 * where to look: the list applies the filter itself to the summary rows it finds.
 */
export const CONTRACT_SEARCH = 'contract_search';

/**
 * The searched text of a summary row `r`, parts joined by a line break, which no searched text holds. A
 * contract not yet numbered (registered before registration numbers) has no number there: concat_ws
 * leaves a null out, so the rows written before numbers kept their text.
 */
export const searchText = (r: string) =>
  `concat_ws(E'\\n', ${r}.registration_number, ${r}.contract_number, ${r}.lessor_name, ${r}.lessee_name)`;

/**
 * The search rows of summary rows already there (`where` picks them, over `c`): what a test that puts
 * summary rows straight into the table writes.
 */
export const copySearchRows = (where = '') =>
  `INSERT INTO ${CONTRACT_SEARCH} (contract_id, initiator_id, counterpart_id, search_text, cadastral_number, created_at)
   SELECT c.id, c.initiator_id, c.counterpart_id, ${searchText('c')}, c.cadastral_number, c.created_at FROM contract_summary c ${where}`;

/** The columns of summary row `r` that a search row is made of: what a statement writing summary rows returns. */
export const searchedColumns = (r: string) =>
  [
    'id',
    'initiator_id',
    'counterpart_id',
    'registration_number',
    'contract_number',
    'lessor_name',
    'lessee_name',
    'cadastral_number',
    'created_at',
  ]
    .map((c) => `${r}.${c}`)
    .join(', ');

/** The search rows of newly inserted summary rows `rows` (a CTE returning the searched columns). */
export const insertSearchRows = (rows: string) =>
  `INSERT INTO ${CONTRACT_SEARCH} (contract_id, initiator_id, counterpart_id, search_text, cadastral_number, created_at)
   SELECT r.id, r.initiator_id, r.counterpart_id, ${searchText('r')}, r.cadastral_number, r.created_at FROM ${rows} r`;

/** The search rows of changed summary rows `rows` (a CTE returning the searched columns), where the text moved. */
export const updateSearchRows = (rows: string) =>
  `UPDATE ${CONTRACT_SEARCH} s SET search_text = ${searchText('r')} FROM ${rows} r
    WHERE s.contract_id = r.id AND s.search_text <> ${searchText('r')}`;
