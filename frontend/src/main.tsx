import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { restoreSession } from './api/http';
import { App } from './App';

// A tab opened in a signed-in browser first gets its own access token, so its first page is already signed in.
void restoreSession().finally(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
