import { useQuery } from '@tanstack/react-query';
import type { RatingSummary } from '@rent/domain';
import { api } from '@/api/http';

export const RATING_SUMMARY_KEY = ['rating-summary'];

export const useRatingSummary = () =>
  useQuery({ queryKey: RATING_SUMMARY_KEY, queryFn: () => api<RatingSummary>('/ratings/summary') });

/**
 * An average with one decimal and a decimal comma, as all three languages write it (not through Intl:
 * browsers without Uzbek locale data would print a point).
 */
export const formatAverage = (average: number) => average.toFixed(1).replace('.', ',');
