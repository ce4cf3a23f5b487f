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

/** An average as the language writes decimals (4,3 in Uzbek and Russian). */
export const formatAverage = (average: number, locale: string) =>
  new Intl.NumberFormat(locale === 'ru' ? 'ru' : 'uz', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
