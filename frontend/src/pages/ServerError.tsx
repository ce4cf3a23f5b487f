import ReportProblem from '@mui/icons-material/ReportProblem';
import { Box, Button, Typography } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** /500, and what a page that failed to draw shows instead of a blank screen. */
export function ServerError() {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8 }} role="alert">
      <ReportProblem sx={{ fontSize: 56, color: 'error.main' }} />
      <Typography variant="h5" component="h1" sx={{ my: 2 }}>
        {translate('serverError.title')}
      </Typography>
      <Typography sx={{ mb: 3 }}>{translate('serverError.text')}</Typography>
      {/* A full load: whatever broke the page starts afresh. */}
      <Button href="/" variant="contained">
        {translate('notFound.home')}
      </Button>
    </Box>
  );
}

/**
 * Catches a page that throws while drawing: the user gets the error page with a way home, the header and
 * footer stay. A new path (the user navigates away) clears it.
 */
export class PageErrorBoundary extends Component<{ path: string; children: ReactNode }, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  static getDerivedStateFromError(): { failedAt: string } {
    return { failedAt: window.location.pathname };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('page failed to draw', error.message, info.componentStack?.split('\n')[1]?.trim());
  }

  override render(): ReactNode {
    return this.state.failedAt !== null && this.state.failedAt === this.props.path ? (
      <ServerError />
    ) : (
      this.props.children
    );
  }
}
