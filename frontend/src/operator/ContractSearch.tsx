import { Link } from '@mui/material';
import {
  Datagrid,
  DateInput,
  FunctionField,
  List,
  SelectInput,
  TextInput,
  useCreatePath,
  useListContext,
  useTranslate,
} from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { type ContractRecord, ContractState, SERVICE_KINDS, stateLabelKey } from '@rent/domain';
import { ListPager } from '@/contracts/ListPager';
import { StateLabel } from '@/contracts/StateLabel';
import { formatDate, formatInstant, formatSum } from '@/ui/format';
import { ScreenTitle } from './ScreenTitle';

const PER_PAGE = 25;

/** The search's paging as the parties' lists have it: "more than n" when the register was counted only so far. */
function BoundedPagination() {
  const { page, perPage, total, setPage, meta } = useListContext();
  return (
    <ListPager
      page={page}
      perPage={perPage}
      total={total}
      totalBound={(meta as { totalBound?: number } | undefined)?.totalBound}
      setPage={setPage}
    />
  );
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
 * a part of a number, a party (TIN/PINFL or name), the object (cadastral number or plate), kind, state and
 * the days it was registered; newest first. A row opens the contract with its history and jobs.
 */
export function ContractSearch() {
  const translate = useTranslate();
  const createPath = useCreatePath();
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
        actions={false}
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
