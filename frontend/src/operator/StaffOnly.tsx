import { AppBar, Box, Button, Toolbar, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { OperatorBrand } from './OperatorBrand';

/** What a signed-in taxpayer finds at /operator: a plain refusal and the way back, never an empty page. */
export function StaffOnly() {
  const translate = useTranslate();
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: '#f4f6f9' }}>
      <AppBar position="static" component="header" elevation={0} color="secondary">
        <Toolbar>
          <OperatorBrand />
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ textAlign: 'center', py: 8, px: 2 }}>
        <Typography variant="h3" component="p" color="text.secondary">
          403
        </Typography>
        <Typography variant="h5" component="h1" sx={{ my: 2 }}>
          {translate('operator.staffOnly.title')}
        </Typography>
        <Typography sx={{ mb: 3 }}>{translate('operator.staffOnly.text')}</Typography>
        <Button component={RouterLink} to="/" variant="contained">
          {translate('notFound.home')}
        </Button>
      </Box>
    </Box>
  );
}
