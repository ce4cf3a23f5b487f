import { Box, Button, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

/** A back-office address that names no screen, or one the signed-in roles may not open. */
export function OperatorNotFound() {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <Typography variant="h3" component="p" color="text.secondary">
        404
      </Typography>
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {translate('notFound.title')}
      </Typography>
      <Button component={RouterLink} to={`${basename}/`} variant="contained">
        {translate('operator.toDashboard')}
      </Button>
    </Box>
  );
}
