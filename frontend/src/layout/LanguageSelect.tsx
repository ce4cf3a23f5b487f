import { MenuItem, TextField } from '@mui/material';
import { memo } from 'react';
import { useLocales, useLocaleState, useTranslate } from 'react-admin';

/**
 * The header's language dropdown; the choice is kept across reloads and logouts (i18nProvider). Memoized:
 * the header draws again when the signed-in party arrives, and this select (a dozen styled parts) has
 * nothing to redraw then.
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
      slotProps={{ select: { inputProps: { 'data-testid': 'language-select' } } }}
    >
      {locales.map((l) => (
        <MenuItem key={l.locale} value={l.locale} lang={l.locale}>
          {l.name}
        </MenuItem>
      ))}
    </TextField>
  );
});
