import { Box, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { RatingAverage } from '@/rating/RatingAverage';
import { CALL_CENTRE } from './Header';

export function Footer() {
  const translate = useTranslate();
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 2, px: 3, bgcolor: '#0b3d6e', color: '#fff' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2">{translate('app.copyright', { year: new Date().getFullYear() })}</Typography>
        <RatingAverage />
        <Link href={`tel:${CALL_CENTRE}`} color="inherit">
          {translate('app.callCentre')}: {CALL_CENTRE}
        </Link>
        <Link component={RouterLink} to="/guide" color="inherit">
          {translate('app.guide')}
        </Link>
      </Stack>
    </Box>
  );
}
