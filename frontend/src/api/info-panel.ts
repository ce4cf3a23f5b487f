/** The query key of GET /api/contract/info-panel: the tab badge and the cabinet read it, and every step or registration refreshes it. */
export const INFO_PANEL_KEY = ['info-panel'] as const;
