import { Box, Link, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import logo from '@/layout/logo.svg?inline';

/** The portal's emblem and name, as its header shows them, naming the back-office beneath; leads to its dashboard. */
export function OperatorBrand() {
  const translate = useTranslate();
  return (
    <Link
      component={RouterLink}
      to="/operator"
      color="inherit"
      underline="none"
      sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mr: 'auto', py: 1 }}
    >
      <Box component="img" src={logo} alt="" sx={{ width: 36, height: 36 }} />
      <Box>
        <Typography component="span" sx={{ display: 'block', fontWeight: 700, lineHeight: 1.2 }}>
          {translate('app.title')}
        </Typography>
        <Typography component="span" variant="caption" sx={{ opacity: 0.85 }}>
          {translate('operator.subtitle')}
        </Typography>
      </Box>
    </Link>
  );
}
