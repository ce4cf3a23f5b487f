import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { HelpNav } from '@/pages/help/HelpNav';
import { ServiceRating } from '@/rating/ServiceRating';
import { ServiceCards } from '@/services/ServiceCards';

/** The services hub (`/` and `/home` when signed in): the services, help, and the service rating. */
export function Home() {
  const translate = useTranslate();
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {translate('home.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{translate('home.subtitle')}</Typography>
      <ServiceCards />
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('home.help')}
      </Typography>
      <HelpNav />
      <ServiceRating />
    </>
  );
}
