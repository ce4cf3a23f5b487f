import { Box, Link, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usersGuideHref } from '@/documents/document-links';
import { RatingAverage } from '@/rating/RatingAverage';
import { CALL_CENTRE } from '@/ui/call-centre';

export function Footer() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 2, px: 3, bgcolor: '#0b3d6e', color: '#fff' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Typography variant="body2">{translate('app.copyright', { year: new Date().getFullYear() })}</Typography>
        <RatingAverage />
        <Link href={`tel:${CALL_CENTRE}`} color="inherit">
          {translate('app.callCentre')}: {CALL_CENTRE}
        </Link>
        <Link href={usersGuideHref(locale)} download color="inherit">
          {translate('documents.guide', { format: 'PDF' })}
        </Link>
        <Link component={RouterLink} to="/rent-index" color="inherit">
          {translate('rentIndex.link')}
        </Link>
      </Stack>
    </Box>
  );
}
