import { Typography } from '@mui/material';

/** A help text of several paragraphs: the locale files separate them with a blank line. */
export function Paragraphs({ text }: { text: string }) {
  return text.split(/\n\s*\n/).map((p, i) => (
    <Typography key={i} sx={{ mb: 1.5, whiteSpace: 'pre-line' }}>
      {p}
    </Typography>
  ));
}
