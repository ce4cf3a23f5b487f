import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The portal's look, shared by the taxpayers' pages and the operators' back-office. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  // Info and warning darker than MUI's own, so white text on a state chip reads at WCAG AA (4.5:1).
  palette: {
    primary: { main: '#0b5394' },
    secondary: { main: '#0b3d6e' },
    info: { main: '#01579b' },
    warning: { main: '#a84300' },
  },
  breakpoints: { values: { xs: 0, sm: 781, md: 1024, lg: 1280, xl: 1600 } },
  // Uzbek's oʻ and gʻ read badly in capitals; buttons keep the sentence's case.
  components: { ...defaultTheme.components, MuiButton: { styleOverrides: { root: { textTransform: 'none' } } } },
};
