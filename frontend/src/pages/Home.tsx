import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { HelpNav } from '@/pages/help/HelpNav';
import { ServiceRating } from '@/rating/ServiceRating';
import { type Account, isLegal } from '../providers/authProvider';
import { CAR_SERVICES, HUB_SERVICES, visibleServices } from '../services/catalog';
import { useServicesOff } from '../services/ServiceGate';

/** The services hub (/, /home and /main when signed in): one card per service the user may use. */
export function Home() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const off = useServicesOff();
  const services = [...visibleServices(isLegal(identity as Account | undefined)), ...HUB_SERVICES, ...CAR_SERVICES];
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {translate('home.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{translate('home.subtitle')}</Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0 }}>
        {[...services, { key: 'contracts', kind: null, path: '/estate-list', title: 'services.contracts' }].map((s) => (
          <Grid key={s.key} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={s.path} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="h6" component="h2">
                    {translate(s.title)}
                  </Typography>
                  {s.kind && off.includes(s.kind) && (
                    <Typography variant="body2" color="warning.main">
                      {translate('underDevelopment.serviceOff')}
                    </Typography>
                  )}
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
        {translate('home.help')}
      </Typography>
      <HelpNav />
      <ServiceRating />
    </>
  );
}
