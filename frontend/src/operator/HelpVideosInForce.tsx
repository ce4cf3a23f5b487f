import { Alert, CircularProgress } from '@mui/material';
import { useQueries } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { HELP_VIDEO_TOPICS, type HelpVideo } from '@rent/domain';
import { api } from '@/api/http';
import { todayInTashkent } from '@/ui/format';

/**
 * Each help page's video in force today, as the page itself shows it (`GET /api/help/videos/{topic}`):
 * its address and the languages it has captions in, or that the page has no video yet.
 */
export function HelpVideosInForce() {
  const translate = useTranslate();
  const today = todayInTashkent();
  const videos = useQueries({
    queries: HELP_VIDEO_TOPICS.map((topic) => ({
      queryKey: ['operator-reference', 'help-video', topic, today],
      queryFn: () => api<HelpVideo>(`/help/videos/${topic}`),
    })),
  });
  if (videos.some((v) => v.isPending)) return <CircularProgress size={24} aria-label={translate('app.loading')} />;
  const failed = videos.some((v) => !v.data);
  return (
    <Alert severity={failed ? 'warning' : 'info'} sx={{ maxWidth: 720 }} data-testid="helpVideo-in-force">
      {failed
        ? translate('errors.fetchError')
        : HELP_VIDEO_TOPICS.map((topic, i) => {
            const video = videos[i]!.data!;
            const name = translate(`operator.reference.helpTopics.${topic}`);
            return (
              <div key={topic}>
                {video.videoUrl
                  ? translate('operator.reference.helpVideoInForce', {
                      topic: name,
                      url: video.videoUrl,
                      captions: video.captions.length
                        ? video.captions
                            .map((c) => translate(`operator.reference.captionLanguages.${c.language}`))
                            .join(', ')
                        : translate('operator.reference.noCaptions'),
                    })
                  : translate('operator.reference.noHelpVideo', { topic: name })}
              </div>
            );
          })}
    </Alert>
  );
}
