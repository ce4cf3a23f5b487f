import { Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import {
  Datagrid,
  DateInput,
  FunctionField,
  List,
  SelectInput,
  TextInput,
  useCreatePath,
  useDataProvider,
  useListContext,
  useLocaleState,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import {
  ACTED_AS,
  type ContractRecord,
  ContractState,
  type SearchRegion,
  SERVICE_KINDS,
  stateLabelKey,
} from '@rent/domain';
import { StateLabel } from '@/contracts/StateLabel';
import { formatDate, formatInstant, formatSum } from '@/ui/format';
import { BoundedPagination } from './BoundedPagination';
import type { OperatorDataProvider } from './operator-data';
import { ScreenTitle } from './ScreenTitle';
import { SearchDownload } from './SearchDownload';

const PER_PAGE = 25;

/** The classifier's regions and districts the search offers, read once per screen. */
function useSearchRegions(): SearchRegion[] {
  const data = useDataProvider<OperatorDataProvider>();
  return (
    useQuery({ queryKey: ['operator', 'regions'], queryFn: () => data.searchRegions(), staleTime: Infinity }).data ?? []
  );
}

/** A place's name in the interface's language. */
function usePlaceName() {
  const [locale] = useLocaleState();
  return (name: SearchRegion['name']) => name[locale as keyof SearchRegion['name']] ?? name['uz-Latn'];
}

/** The districts of the region chosen above it; nothing to choose until a region is. */
function DistrictInput({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  const region = (useListContext().filterValues as { region?: string }).region;
  const placeName = usePlaceName();
  const districts = useSearchRegions().find((r) => r.region === region)?.districts ?? [];
  return (
    <SelectInput
      source={source}
      label={label}
      choices={districts.map((d) => ({ id: d.soato, name: placeName(d.name) }))}
      disabled={districts.length === 0}
    />
  );
}

/** Whose step is searched for: a TIN or PINFL, once a kind of actor other than the system is chosen. */
function ActedByInput({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  const actedAs = (useListContext().filterValues as { actedAs?: string }).actedAs;
  return <TextInput source={source} label={label} disabled={!actedAs || actedAs === 'system'} />;
}

/** A party in a cell: its TIN or PINFL over its name. */
const Party = ({ id, name }: { id: string; name: string }) => (
  <>
    {id}
    <br />
    {name}
  </>
);

/**
 * The whole register searched (`GET /api/operator/contracts`, issue 19, screen 1): by registration number,
 * a part of a number, a party (TIN/PINFL or name), the object (cadastral number or plate), kind, state,
 * the days it was registered, the region and the object's district, and who took any step of it (a kind of
 * actor, and which person); newest first. A row opens the contract with its history and jobs. What it
 * finds downloads as PDF, DOC or XLS (SearchDownload).
 */
export function ContractSearch() {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const placeName = usePlaceName();
  const regions = useSearchRegions();
  const label = (key: string) => translate(`operator.contracts.filters.${key}`);
  const filters = [
    <TextInput key="registrationNumber" source="registrationNumber" label={label('registrationNumber')} alwaysOn />,
    <TextInput key="number" source="number" label={label('number')} alwaysOn />,
    <TextInput key="party" source="party" label={label('party')} alwaysOn />,
    <TextInput key="object" source="object" label={label('object')} alwaysOn />,
    <SelectInput
      key="kind"
      source="kind"
      label={label('kind')}
      choices={SERVICE_KINDS.map((id) => ({ id, name: translate(`kinds.${id}`) }))}
      alwaysOn
    />,
    <SelectInput
      key="state"
      source="state"
      label={label('state')}
      // 12 and 27 are both "cancelled" (withdrawn before, cancelled after approval): the code tells them apart.
      choices={Object.values(ContractState).map((code) => ({
        id: String(code),
        name: `${code} — ${translate(stateLabelKey(code) ?? '-')}`,
      }))}
      alwaysOn
    />,
    <DateInput key="createdFrom" source="createdFrom" label={label('createdFrom')} alwaysOn />,
    <DateInput key="createdTo" source="createdTo" label={label('createdTo')} alwaysOn />,
    <SelectInput
      key="region"
      source="region"
      label={label('region')}
      // Vehicles have no region: their registration numbers carry 00.
      choices={[
        ...regions.map((r) => ({ id: r.region, name: placeName(r.name) })),
        { id: '00', name: translate('operator.dashboard.noRegion') },
      ]}
      alwaysOn
    />,
    <DistrictInput key="district" source="district" label={label('district')} alwaysOn />,
    <SelectInput
      key="actedAs"
      source="actedAs"
      label={label('actedAs')}
      choices={ACTED_AS.map((id) => ({ id, name: translate(`operator.contracts.actors.${id}`) }))}
      alwaysOn
    />,
    <ActedByInput key="actedBy" source="actedBy" label={label('actedBy')} alwaysOn />,
  ];
  const column = (key: string) => translate(`operator.contracts.columns.${key}`);
  return (
    <>
      <ScreenTitle>{translate('operator.contracts.title')}</ScreenTitle>
      <List
        title={false}
        filters={filters}
        perPage={PER_PAGE}
        pagination={<BoundedPagination />}
        exporter={false}
        empty={false}
        // Above the rows: a download of everything the search finds, as the filters stand.
        actions={<SearchDownload />}
        // Newest first is the API's only order.
        sort={{ field: 'createdAt', order: 'DESC' }}
      >
        <Datagrid bulkActionButtons={false} rowClick="show" data-testid="contract-rows">
          <FunctionField<ContractRecord>
            label={column('registrationNumber')}
            render={(c) => (
              // The row opens on a click; the number is its link for the keyboard and for screen readers.
              <Link
                component={RouterLink}
                to={createPath({ resource: 'contracts', id: c.id, type: 'show' })}
                onClick={(e) => e.stopPropagation()}
              >
                {c.registrationNumber ?? translate('operator.contracts.unnumbered')}
              </Link>
            )}
          />
          <FunctionField<ContractRecord> label={column('contractNumber')} render={(c) => c.contractNumber} />
          <FunctionField<ContractRecord> label={column('kind')} render={(c) => translate(`kinds.${c.kind}`)} />
          <FunctionField<ContractRecord>
            label={column('lessor')}
            render={(c) => <Party id={c.lessorId} name={c.lessorName} />}
          />
          <FunctionField<ContractRecord>
            label={column('lessee')}
            render={(c) => <Party id={c.lesseeId} name={c.lesseeName} />}
          />
          <FunctionField<ContractRecord> label={column('object')} render={(c) => c.cadastralNumber} />
          <FunctionField<ContractRecord> label={column('monthlyPayment')} render={(c) => formatSum(c.monthlyPayment)} />
          <FunctionField<ContractRecord>
            label={column('term')}
            render={(c) => `${formatDate(c.beginDate)} – ${formatDate(c.endDate)}`}
          />
          <FunctionField<ContractRecord> label={column('state')} render={(c) => <StateLabel state={c.state} inRow />} />
          <FunctionField<ContractRecord> label={column('createdAt')} render={(c) => formatInstant(c.createdAt)} />
        </Datagrid>
      </List>
    </>
  );
}
