import { QueryClient } from '@tanstack/react-query';

/**
 * The taxpayers' portal's one query cache (App.tsx hands it to react-admin): main.tsx fills it with the
 * signed-in chrome's reads before the first page draws (session-reads.ts).
 */
export const queryClient = new QueryClient();
