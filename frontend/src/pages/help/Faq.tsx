import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import SearchIcon from '@mui/icons-material/Search';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  InputAdornment,
  Link,
  Paper,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { FAQ_IDS, FAQ_LINKS, HELP_VALUES } from './help-topics';
import { HelpNav } from './HelpNav';
import { Paragraphs } from './Paragraphs';

/**
 * For the search: case, the several apostrophes of Uzbek (ʻ ʼ ' ‘ ’ `) and ё are not told apart, so
 * "o'z" finds "oʻz".
 */
const normalise = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[ʻʼ'‘’`]/g, "'")
    .replace(/ё/g, 'е')
    .replace(/\s+/g, ' ')
    .trim();

/** /faq: the frequently asked questions, each opening its answer, a search over them, and where to get help. */
export function Faq() {
  const translate = useTranslate();
  const [query, setQuery] = useState('');
  const items = FAQ_IDS.map((id) => ({
    id,
    question: translate(`faq.${id}.q`, HELP_VALUES),
    answer: translate(`faq.${id}.a`, HELP_VALUES),
  }));
  const needle = normalise(query);
  const shown = needle ? items.filter((i) => normalise(`${i.question} ${i.answer}`).includes(needle)) : items;
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        {translate('faq.title')}
      </Typography>
      <HelpNav />
      <TextField
        type="search"
        label={translate('faq.search')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        fullWidth
        sx={{ mb: 1, maxWidth: 640 }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="faq-count">
        {needle ? translate('faq.found', { count: shown.length }) : ''}
      </Typography>
      {shown.length === 0 && <Typography sx={{ mb: 2 }}>{translate('faq.nothing')}</Typography>}
      <Box sx={{ mb: 4 }}>
        {shown.map((item) => {
          const link = FAQ_LINKS[item.id];
          return (
            <Accordion key={item.id} disableGutters data-testid="faq-item" slotProps={{ heading: { component: 'h2' } }}>
              <AccordionSummary
                expandIcon={<ExpandMoreIcon />}
                id={`faq-${item.id}`}
                aria-controls={`faq-${item.id}-answer`}
              >
                <Typography sx={{ fontWeight: 500 }}>{item.question}</Typography>
              </AccordionSummary>
              <AccordionDetails>
                <Paragraphs text={item.answer} />
                {link && (
                  <Link component={RouterLink} to={link.to}>
                    {translate(link.label)}
                  </Link>
                )}
              </AccordionDetails>
            </Accordion>
          );
        })}
      </Box>
      <Paper component="section" aria-labelledby="faq-help-title" sx={{ p: 2 }}>
        <Typography id="faq-help-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('faq.helpTitle')}
        </Typography>
        <Paragraphs text={translate('faq.helpText', HELP_VALUES)} />
        <Link href={`tel:${HELP_VALUES.callCentre}`}>{translate('faq.callUs', HELP_VALUES)}</Link>
      </Paper>
    </>
  );
}
