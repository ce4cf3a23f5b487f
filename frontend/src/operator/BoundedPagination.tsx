import { useListContext } from 'react-admin';
import { ListPager } from '@/contracts/ListPager';

/**
 * A back-office list's paging as the parties' lists have it: "more than n" when the API counted the list
 * only so far (`meta.totalBound`, from X-Total-Bound: the register's search, the audit trail, the backdoor's entries).
 */
export function BoundedPagination() {
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
