import StarIcon from '@mui/icons-material/Star';
import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatAverage, useRatingSummary } from './useRatingSummary';

/** The average rating in one line, for everyone (the footer); nothing until the first rating. */
export function RatingAverage() {
  const translate = useTranslate();
  const { data } = useRatingSummary();
  if (!data || data.average === null) return null;
  return (
    <Typography
      variant="body2"
      data-testid="rating-average-footer"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
    >
      <StarIcon fontSize="small" sx={{ color: '#ffc107' }} aria-hidden />
      {translate('rating.averageShort', { average: formatAverage(data.average), count: data.count })}
    </Typography>
  );
}
