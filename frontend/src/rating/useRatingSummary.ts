import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/http';

/** The public figures of the service rating; `rated` is null for a visitor. */
export interface RatingSummary {
  average: number | null;
  count: number;
  period: string;
  rated: boolean | null;
}

export const RATING_SUMMARY_KEY = ['rating-summary'];

export const useRatingSummary = () => useQuery({ queryKey: RATING_SUMMARY_KEY, queryFn: () => api<RatingSummary>('/ratings/summary') });

/**
 * An average with one decimal and a decimal comma, as all three languages write it (not through Intl:
 * browsers without Uzbek locale data would print a point).
 */
export const formatAverage = (average: number) => average.toFixed(1).replace('.', ',');
