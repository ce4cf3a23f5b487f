import { Typography } from '@mui/material';

/** A screen's heading, in the page itself (the app bar holds the portal's name, as the portal's header does). */
export const ScreenTitle = ({ children }: { children: string }) => (
  <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 1 }}>
    {children}
  </Typography>
);
