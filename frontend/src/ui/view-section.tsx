import { Box, Divider, Grid, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One labelled value of a record's page, in a grid of its section. */
export function ViewField({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6, md: 4 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Box data-testid={testId}>{children}</Box>
    </Grid>
  );
}

/** A titled part of a record's page, its fields in a grid. */
export function ViewSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Divider sx={{ my: 2 }} />
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Grid container spacing={2} sx={{ my: 1 }}>
        {children}
      </Grid>
    </>
  );
}
