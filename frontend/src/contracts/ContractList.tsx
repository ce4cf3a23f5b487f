import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import {
  Box,
  Button,
  Collapse,
  InputAdornment,
  MenuItem,
  Paper,
  Stack,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import {
  type Box as ListBox,
  BOXES,
  cancelledFromYear,
  counterpartOf,
  isVehicleKind,
  LIST_COLUMNS,
  NON_RESIDENT_SERVICE_KINDS,
  parseDisplayDate,
  SERVICE_KINDS,
  type ServiceKindCode,
  stateLabelKey,
  VEHICLE_SERVICE_KINDS,
} from '@rent/domain';
import { memo, useCallback, useDeferredValue, useState } from 'react';
import { useGetIdentity, useListController, useTranslate } from 'react-admin';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import type { Account } from '@/providers/authProvider';
import { contractViewPath } from '@/ui/contract-paths';
import { formatDate, formatSum } from '@/ui/format';
import { DateInput } from '@/ui/inputs';
import { ListPager } from './ListPager';
import type { ContractRecord } from './contract-record';
import { columnLabelKey } from './list-columns';
import { KindListLinks } from './KindListLinks';
import { ListDownload } from './ListDownload';
import { RemainingTerm } from './RemainingTerm';
import { StateLabel } from './StateLabel';
import { useFiltersAfterTyping } from './useFiltersAfterTyping';

const PER_PAGE = 10;

/**
 * The contracts list (/estate-list) with its boxes, search and paging; rows open the contract view.
 * With a `kind` it is that service's list (/leasing-list, /operative-list, /car/renting/list): the same boxes, those kinds.
 */
export function ContractList({
  kind,
  titleKey,
}: {
  kind?: ServiceKindCode | readonly ServiceKindCode[];
  /** A list of several kinds names itself (list.titleOf.*); one kind's list is named after its kind. */
  titleKey?: string;
}) {
  const translate = useTranslate();
  const [params, setParams] = useSearchParams();
  // The vehicle list names its objects by plate number.
  const vehicles = kind !== undefined && [kind].flat().every(isVehicleKind);
  const box: ListBox = BOXES.find((b) => b === params.get('box')) ?? 'incoming';
  const boxFilter = kind ? { box, kind } : { box };
  const list = useListController<ContractRecord>({
    resource: 'contracts',
    filter: boxFilter,
    perPage: PER_PAGE,
    sort: { field: 'createdAt', order: 'DESC' },
    disableSyncWithLocation: true,
    // The page is behind Private, which has made the same check (a token is held) before it drew; the
    // controller's own check would hold the list's request back by a round of the auth provider and a
    // re-render. The API checks every request itself.
    disableAuthentication: true,
  });
  // A page of rows is drawn as a transition, in slices the browser can interleave with input, not in one long task.
  const rows = useDeferredValue(list.data);
  const [filters, setFilterText] = useState<FilterText>(NO_FILTERS);
  const { setFilters, setPage } = list;
  // The counterpart of a row is the party other than the one whose cabinet this is.
  const viewer = (useGetIdentity().identity as Account | undefined)?.partyId ?? '';

  useFiltersAfterTyping(toFilter(filters), list.filterValues, setFilters);

  const changeBox = useCallback(
    (v: ListBox) => {
      setParams({ box: v });
      setPage(1);
    },
    [setParams, setPage],
  );

  const title = translate(
    titleKey ?? (kind ? `list.titleOf.${typeof kind === 'string' ? kind : 'VEHICLES'}` : 'list.title'),
  );

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {!kind && <KindListLinks />}
      <BoxTabs box={box} onChange={changeBox} />
      <ListFilters value={filters} onChange={setFilterText} fixedKind={!!kind} />
      {/* What the table shows now: the applied filters (the box and kind are the list's own) and sort. */}
      <ListDownload
        filter={{ ...list.filterValues, ...boxFilter }}
        sort={list.sort}
        title={title}
        vehicles={vehicles}
      />
      <Paper>
        {/* Spec §2: the table is 2000 wide and 300 high and scrolls inside its box, the headings staying in view. */}
        {/* A keyboard user scrolls it too: the box takes the focus and is named for screen readers. */}
        <TableContainer
          sx={{ overflow: 'auto', height: 300 }}
          tabIndex={0}
          role="region"
          aria-label={translate('list.tableRegion')}
        >
          <Table size="small" stickyHeader sx={{ width: 2000 }}>
            <TableHead>
              <TableRow>
                {LIST_COLUMNS.map((c) => (
                  <TableCell key={c} sx={{ fontWeight: 700 }}>
                    {translate(columnLabelKey(c, vehicles))}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {(rows ?? []).map((c) => (
                <ContractRow key={c.id} contract={c} viewer={viewer} />
              ))}
            </TableBody>
          </Table>
          {!list.isPending && rows?.length === 0 && (
            <Typography sx={{ p: 3 }} color="text.secondary">
              {translate('list.empty')}
            </Typography>
          )}
        </TableContainer>
        <ListPager
          page={list.page}
          perPage={PER_PAGE}
          total={list.total}
          totalBound={list.meta?.totalBound}
          setPage={setPage}
        />
      </Paper>
    </Stack>
  );
}

/** /car/renting/list: the list of both car rents (defined here, so the routes need none of the domain's vehicle rules). */
export const VehicleContractList = () => <ContractList kind={VEHICLE_SERVICE_KINDS} />;

/** /non-resident-list: the contracts with a non-resident lessee, rent to a foreign company and non-resident car rent. */
export const NonResidentContractList = () => (
  <ContractList kind={NON_RESIDENT_SERVICE_KINDS} titleKey="list.titleOf.NON_RESIDENT" />
);

/**
 * The boxes' tabs, drawn again only when the box changes: MUI's Tabs measure the page after every render
 * of theirs (a forced layout of the whole wide table), and the list renders often while it loads.
 */
const BoxTabs = memo(function BoxTabs({ box, onChange }: { box: ListBox; onChange: (box: ListBox) => void }) {
  const translate = useTranslate();
  return (
    <Tabs
      value={box}
      onChange={(_, v: ListBox) => onChange(v)}
      variant="scrollable"
      aria-label={translate('list.boxes')}
    >
      {BOXES.map((b) => (
        <Tab key={b} value={b} label={translate(`list.box.${b}`)} sx={{ textTransform: 'none' }} />
      ))}
    </Tabs>
  );
});

interface FilterText {
  q: string;
  number: string;
  party: string;
  dateFrom: string;
  dateTo: string;
  state: string;
  kind: string;
}
const NO_FILTERS: FilterText = { q: '', number: '', party: '', dateFrom: '', dateTo: '', state: '', kind: '' };

/** The filters as the API takes them (docs/api.md): only what is filled, dates as ISO. */
function toFilter(f: FilterText): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const key of ['q', 'number', 'party', 'kind'] as const) if (f[key].trim()) out[key] = f[key].trim();
  for (const key of ['dateFrom', 'dateTo'] as const) {
    const iso = parseDisplayDate(f[key]);
    if (iso) out[key] = iso;
  }
  if (f.state) out.state = Number(f.state);
  return out;
}

const STATES = [10, 20, 15, 12, 27, 50];

/** The filters folded under the toggle: all but the search, which stays in view. */
const FOLDED = ['number', 'party', 'dateFrom', 'dateTo', 'state', 'kind'] as const;

/**
 * Search and the filters of spec §2's lists: number, party, contract date range, state, kind. The search
 * stays in view; the others fold under a toggle that counts those in use, so the table starts within the
 * first screen at 1366×768. Drawn again only when they change, not with every page of rows.
 */
const ListFilters = memo(function ListFilters({
  value,
  onChange,
  fixedKind,
}: {
  value: FilterText;
  onChange: (v: FilterText) => void;
  fixedKind: boolean;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const inUse = FOLDED.filter((key) => value[key].trim() !== '').length;
  const set = (key: keyof FilterText) => (v: string) => onChange({ ...value, [key]: v });
  const input = (key: keyof FilterText) => ({
    size: 'small' as const,
    label: translate(`list.filters.${key}`),
    value: value[key],
    sx: { minWidth: 180 },
  });
  return (
    <Stack spacing={1} role="search">
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          {...input('q')}
          onChange={(e) => set('q')(e.target.value)}
          sx={{ minWidth: 280 }}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <Button
          variant={open ? 'contained' : 'outlined'}
          startIcon={<FilterListIcon />}
          aria-expanded={open}
          aria-controls={open ? 'list-filters' : undefined}
          onClick={() => setOpen(!open)}
        >
          {inUse ? translate('list.filters.toggleActive', { count: inUse }) : translate('list.filters.toggle')}
        </Button>
        <Button onClick={() => onChange(NO_FILTERS)}>{translate('list.filters.clear')}</Button>
      </Stack>
      {/* Folded, the fields are not drawn at all: six inputs were most of the list's first render. */}
      <Collapse in={open} id="list-filters" unmountOnExit>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', pt: 1 }}>
          <TextField {...input('number')} onChange={(e) => set('number')(e.target.value)} />
          <TextField {...input('party')} onChange={(e) => set('party')(e.target.value)} />
          <DateInput
            {...input('dateFrom')}
            placeholder={translate('form.datePlaceholder')}
            onChange={set('dateFrom')}
          />
          <DateInput {...input('dateTo')} placeholder={translate('form.datePlaceholder')} onChange={set('dateTo')} />
          <TextField {...input('state')} select onChange={(e) => set('state')(e.target.value)}>
            <MenuItem value="">{translate('list.filters.all')}</MenuItem>
            {STATES.map((code) => (
              <MenuItem key={code} value={String(code)}>
                {code} — {translate(stateLabelKey(code) ?? '-')}
              </MenuItem>
            ))}
          </TextField>
          {!fixedKind && (
            <TextField {...input('kind')} select onChange={(e) => set('kind')(e.target.value)}>
              <MenuItem value="">{translate('list.filters.all')}</MenuItem>
              {SERVICE_KINDS.map((k) => (
                <MenuItem key={k} value={k}>
                  {translate(`kinds.${k}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </Collapse>
    </Stack>
  );
});

/** A row is drawn again only when its contract or the viewer changes, not with every render of the list around it. */
const ContractRow = memo(function ContractRow({ contract: c, viewer }: { contract: ContractRecord; viewer: string }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const path = contractViewPath(c);
  const other = counterpartOf(c, viewer);
  // The cells follow LIST_COLUMNS, as the downloads do.
  return (
    <TableRow hover sx={{ cursor: 'pointer' }} onClick={() => navigate(path)} data-testid="contract-row">
      <TableCell>
        <StateLabel state={c.state} cancelledFrom={cancelledFromYear(c)} inRow />
      </TableCell>
      <TableCell data-testid="registration-number">{c.registrationNumber ?? '-'}</TableCell>
      <TableCell data-testid="counterpart">
        {other.id}
        <br />
        {other.name}
      </TableCell>
      <TableCell>
        <RemainingTerm contract={c} />
      </TableCell>
      <TableCell data-testid="contract-number">
        <Box
          component={RouterLink}
          to={path}
          aria-label={translate('list.open', { number: c.contractNumber })}
          onClick={(e) => e.stopPropagation()}
        >
          {c.contractNumber}
        </Box>
      </TableCell>
      <TableCell>{formatDate(c.contractDate)}</TableCell>
      <TableCell>
        {c.lessorId}
        <br />
        {c.lessorName}
      </TableCell>
      <TableCell>
        {c.lesseeId}
        <br />
        {c.lesseeName}
      </TableCell>
      <TableCell>{c.cadastralNumber}</TableCell>
      <TableCell>{formatSum(c.area)}</TableCell>
      <TableCell>{formatSum(c.monthlyPayment)}</TableCell>
      <TableCell>{formatDate(c.beginDate)}</TableCell>
      <TableCell>{formatDate(c.endDate)}</TableCell>
    </TableRow>
  );
});
