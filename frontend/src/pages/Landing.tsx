import BusinessIcon from '@mui/icons-material/Business';
import PersonIcon from '@mui/icons-material/Person';
import StorefrontIcon from '@mui/icons-material/Storefront';
import { Box, Card, CardActionArea, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

interface ServiceCard {
  key: string;
  to: string;
  icon: ReactNode;
}

/** The service bar of three cards (spec §2): legal entities sign in by TIN, people and sole traders by PINFL. */
const CARDS: ServiceCard[] = [
  { key: 'legal', to: '/login?type=YUR', icon: <BusinessIcon fontSize="large" /> },
  { key: 'individual', to: '/login?type=JIS', icon: <PersonIcon fontSize="large" /> },
  { key: 'soleTrader', to: '/login?type=JIS', icon: <StorefrontIcon fontSize="large" /> },
];

export function Landing() {
  const translate = useTranslate();
  return (
    <Box sx={{ py: { xs: 2, sm: 6 } }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
        {translate('landing.title')}
      </Typography>
      <Typography sx={{ mb: 4, maxWidth: 720 }}>{translate('landing.subtitle')}</Typography>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {translate('landing.servicesFor')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {CARDS.map((c) => (
          <Card key={c.key} component="li" sx={{ flex: 1 }}>
            <CardActionArea component={RouterLink} to={c.to} sx={{ height: '100%' }}>
              <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
                <Box sx={{ color: 'primary.main' }}>{c.icon}</Box>
                <Box>
                  <Typography variant="h6" component="h3">
                    {translate(`landing.${c.key}.title`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {translate(`landing.${c.key}.text`)}
                  </Typography>
                </Box>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
