import { useEffect, useRef } from 'react';

/**
 * Applies a list's typed filters once typing pauses (400 ms), so a request is not sent per key. Filters
 * equal to the last ones applied are not set again: setting them re-renders the whole list (its rows,
 * its tabs, which measure the page) and sends it to its first page, and the list did so 400 ms after every
 * first load, with nothing typed.
 */
export function useFiltersAfterTyping(
  typed: Record<string, unknown>,
  applied: Record<string, unknown>,
  setFilters: (filter: Record<string, unknown>, displayed: Record<string, boolean>) => void,
): void {
  const next = JSON.stringify(typed);
  // What the list had when first drawn; then what this hook last set (the list keeps it as given).
  const last = useRef(JSON.stringify(applied));
  useEffect(() => {
    if (next === last.current) return;
    const t = setTimeout(() => {
      last.current = next;
      setFilters(JSON.parse(next) as Record<string, unknown>, {});
    }, 400);
    return () => clearTimeout(t);
  }, [next, setFilters]);
}
