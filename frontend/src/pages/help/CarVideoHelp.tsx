import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, useTranslate } from 'react-admin';
import type { HelpVideo } from '@rent/domain';
import { api } from '@/api/http';
import { LOCALES } from '@/i18n/i18n';
import { CarRentSteps } from './CarRentSteps';
import { HelpNav } from './HelpNav';

/**
 * /car/video/help: the committee's video on vehicle rent, with captions in each language it has (the
 * current language's shown by default); until a video is published, a note says so. The written steps
 * follow either way, for whoever cannot or would rather not watch.
 */
export function CarVideoHelp() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { data, isPending } = useQuery({
    queryKey: ['help-video', 'car-rent'],
    queryFn: () => api<HelpVideo>('/help/videos/car-rent'),
  });
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {translate('carVideo.title')}
      </Typography>
      <HelpNav />
      {isPending && <CircularProgress aria-label={translate('app.loading')} />}
      {data?.videoUrl ? (
        <Box sx={{ mb: 3, maxWidth: 960 }}>
          <Box
            component="video"
            controls
            preload="metadata"
            src={data.videoUrl}
            aria-label={translate('carVideo.title')}
            data-testid="help-video"
            sx={{ width: '100%', bgcolor: '#000' }}
          >
            {data.captions.map((c) => (
              <track
                key={c.language}
                kind="captions"
                src={c.url}
                srcLang={c.language}
                label={LOCALES.find((l) => l.locale === c.language)?.name ?? c.language}
                default={c.language === locale}
              />
            ))}
          </Box>
          {data.captions.length === 0 && <Typography variant="body2">{translate('carVideo.noCaptions')}</Typography>}
        </Box>
      ) : (
        data && (
          <Alert severity="info" sx={{ mb: 3 }} data-testid="video-not-available">
            {translate('carVideo.notAvailable')}
          </Alert>
        )
      )}
      <CarRentSteps headingId="car-video-steps" />
    </>
  );
}
