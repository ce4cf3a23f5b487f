import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { type Account, isLegal } from '@/providers/authProvider';
import { visibleServices } from './registry';
import { useServicesOff } from './ServiceGate';

/**
 * One card per service the user may use (the registry's), and the contracts list: the services hub of
 * `/home` and of the cabinet `/main`. A service the committee switched off says so on its card.
 */
export function ServiceCards({ titleLevel = 'h2' }: { titleLevel?: 'h2' | 'h3' }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const off = useServicesOff();
  const cards = [
    ...visibleServices(isLegal(identity as Account | undefined)).map((s) => ({
      key: s.kind,
      kind: s.kind,
      path: s.path,
      title: s.title,
    })),
    { key: 'contracts', kind: null, path: '/estate-list', title: 'services.contracts' },
  ];
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0 }}>
      {cards.map((s) => (
        <Grid key={s.key} size={{ xs: 12, sm: 6, md: 4 }} component="li">
          <Card sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={s.path} sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h6" component={titleLevel}>
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
  );
}
