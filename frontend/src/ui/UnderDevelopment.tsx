import ConstructionIcon from '@mui/icons-material/Construction';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A route of the spec whose screen is not built yet: said plainly, never a blank page or a 404. */
export function UnderDevelopment() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8 }}>
      <ConstructionIcon sx={{ fontSize: 56, color: 'text.secondary' }} />
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {translate('underDevelopment.title')}
      </Typography>
      <Typography>{translate('underDevelopment.text')}</Typography>
    </Box>
  );
}
