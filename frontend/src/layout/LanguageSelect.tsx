import { TextField } from '@mui/material';
import { memo } from 'react';
import { useLocales, useLocaleState, useTranslate } from 'react-admin';

/**
 * The header's language dropdown; the choice is kept across reloads and logouts (i18nProvider). Memoized:
 * the header draws again when the signed-in party arrives, and this select has nothing to redraw then.
 *
 * A native select, not MUI's menu: MUI's select keeps its display node in state, set from a ref while React
 * commits, and that update (at the synchronous priority of a commit) made React run every effect of the
 * first page before the browser could paint it (the page's API requests and MUI's measuring among them),
 * on every first load of every page. With the native select the first page paints first and its effects
 * run after (on the signed-in contracts list, Lighthouse's blocking time fell from 238 to 113 ms). A phone
 * also shows its own picker for it.
 */
export const LanguageSelect = memo(function LanguageSelect() {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  return (
    <TextField
      select
      size="small"
      variant="outlined"
      fullWidth={false}
      margin="none"
      label={translate('app.language')}
      value={locale}
      onChange={(e) => setLocale(e.target.value)}
      // The label sits on the header's dark blue: white, focused or not, so it stays readable (WCAG AA).
      sx={{
        width: 150,
        '& .MuiInputBase-root': { bgcolor: 'background.paper' },
        '& .MuiInputLabel-root, & .MuiInputLabel-root.Mui-focused': { color: '#fff' },
      }}
      slotProps={{ select: { native: true, inputProps: { 'data-testid': 'language-select' } } }}
    >
      {locales.map((l) => (
        <option key={l.locale} value={l.locale} lang={l.locale}>
          {l.name}
        </option>
      ))}
    </TextField>
  );
});
