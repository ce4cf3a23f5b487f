import { Alert, Box, Button, Paper, Rating, Stack, TextField, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import type { NewRating, RatingSummary } from '@rent/domain';
import { api, ApiError } from '@/api/http';
import type { Account } from '@/providers/authProvider';
import { formatAverage, RATING_SUMMARY_KEY, useRatingSummary } from './useRatingSummary';

const COMMENT_MAX = 500;
const LABELS = ['rating.score1', 'rating.score2', 'rating.score3', 'rating.score4', 'rating.score5'];

/**
 * The service rating (spec §1): a signed-in party gives 1 to 5 stars and an optional comment, once a
 * month, then sees the thanks and the average. A backdoor session (read-only) sees the average only.
 */
export function ServiceRating() {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { identity } = useGetIdentity();
  const { data } = useRatingSummary();
  const [score, setScore] = useState<number | null>(null);
  const [hover, setHover] = useState(-1);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [thanked, setThanked] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!score) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const body: NewRating = { score, ...(comment.trim() ? { comment } : {}) };
      const summary = await api<RatingSummary>('/ratings', { method: 'POST', body });
      queryClient.setQueryData(RATING_SUMMARY_KEY, summary);
      setThanked(true);
    } catch (error) {
      setFailure(translate(error instanceof ApiError ? error.messageKey : 'errors.errorOccurred'));
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: RATING_SUMMARY_KEY });
    } finally {
      setBusy(false);
    }
  }

  const readOnly = !!(identity as Account | undefined)?.readOnly;
  const mayRate = data?.rated === false && !readOnly;
  const shown = hover !== -1 ? hover : score;
  return (
    <Paper component="section" aria-labelledby="service-rating-title" sx={{ p: 2, mt: 4 }} data-testid="service-rating">
      <Typography id="service-rating-title" variant="h6" component="h2">
        {translate('rating.title')}
      </Typography>
      {data && (
        <Typography sx={{ mb: 1 }} data-testid="rating-average">
          {data.average === null
            ? translate('rating.noneYet')
            : translate('rating.average', { average: formatAverage(data.average), count: data.count })}
        </Typography>
      )}
      {thanked && (
        <Alert severity="success" role="status">
          {translate('rating.thanks')}
        </Alert>
      )}
      {!thanked && data?.rated === true && (
        <Typography color="text.secondary">{translate('rating.ratedThisMonth')}</Typography>
      )}
      {mayRate && !thanked && (
        <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
          <Typography id="service-rating-question" sx={{ mb: 1 }}>
            {translate('rating.question')}
          </Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <Rating
              name="service-rating"
              value={score}
              size="large"
              aria-labelledby="service-rating-question"
              emptyLabelText={translate('rating.noScore')}
              getLabelText={(value) =>
                translate('rating.starLabel', { value, label: translate(LABELS[value - 1] ?? 'rating.score5') })
              }
              onChange={(_, value) => setScore(value)}
              onChangeActive={(_, value) => setHover(value)}
            />
            {shown !== null && shown > 0 && <Typography aria-hidden>{translate(LABELS[shown - 1]!)}</Typography>}
          </Stack>
          <TextField
            label={translate('rating.comment')}
            value={comment}
            onChange={(e) => setComment(e.target.value.slice(0, COMMENT_MAX))}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: COMMENT_MAX } }}
            helperText={translate('rating.commentLength', { count: comment.length, max: COMMENT_MAX })}
          />
          {failure && (
            <Alert severity="error" sx={{ mt: 1 }}>
              {failure}
            </Alert>
          )}
          <Button type="submit" variant="contained" sx={{ mt: 2 }} disabled={!score || busy}>
            {translate('rating.submit')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
