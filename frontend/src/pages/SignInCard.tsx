import { Box, Card, CardContent, Typography } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** The frame of each sign-in step: a centred card holding the step's form under the sign-in title. */
export function SignInCard({ onSubmit, children }: { onSubmit: (e: FormEvent) => void; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: { xs: 2, sm: 6 } }}>
      <Card sx={{ width: '100%', maxWidth: 440 }}>
        <CardContent
          component="form"
          onSubmit={onSubmit}
          noValidate
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <Typography variant="h5" component="h1">
            {translate('login.title')}
          </Typography>
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
