import { List, type ListProps, Pagination } from 'react-admin';

/**
 * A back-office list as its screens draw it: under the screen's own title (none of its own), 25 rows a page
 * with no choice of how many, every filter always shown (so no button to add one), nothing to export or
 * create, and its search kept by the screen rather than in the address. A list the API counts only so far
 * gives its own `pagination` (BoundedPagination).
 */
export function ScreenList(props: Pick<ListProps, 'filters' | 'filter' | 'children' | 'pagination'>) {
  return (
    <List
      title={false}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[]} />}
      exporter={false}
      empty={false}
      actions={false}
      disableSyncWithLocation
      {...props}
    />
  );
}
