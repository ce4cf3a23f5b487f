import { useEffect } from 'react';
import { useGetOne } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import type { ContractRecord } from './contract-record';

/**
 * The contract a contract page's path names by its id. The dates (and initiator) in the path are those
 * of when the link was made; once they differ (a change moved the term, or a notification links by id
 * alone), the page takes the contract's current path. A page that is leaving (a form just sent) stops
 * following, or the refreshed contract would pull the user back to it.
 */
export function useContract(canonical: (c: ContractRecord) => string, follow = true) {
  const { id = '' } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const result = useGetOne<ContractRecord>('contracts', { id }, { retry: false });
  const data = result.data;
  useEffect(() => {
    if (follow && data && canonical(data) !== pathname) navigate(`${canonical(data)}${search}`, { replace: true });
  }, [follow, data, pathname, search, navigate, canonical]);
  return result;
}
