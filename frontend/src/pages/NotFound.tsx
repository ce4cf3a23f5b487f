import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export function NotFound() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h3" component="p" color="text.secondary">
        404
      </Typography>
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {translate('notFound.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{translate('notFound.text')}</Typography>
      <Button component={RouterLink} to="/" variant="contained">
        {translate('notFound.home')}
      </Button>
    </Box>
  );
}
