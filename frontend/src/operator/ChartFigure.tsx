import { Box, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';

/** Out of sight but read by screen readers (sizes as strings: in `sx` a bare 1 would be 100%). */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

interface Props {
  title: string;
  /** What the chart shows in one sentence, with its total: read out with the title. */
  description: string;
  /** The chart itself, drawn for the eye; its numbers are in the table. */
  children: ReactNode;
  table: { columns: string[]; rows: (string | number)[][] };
  testId: string;
}

/**
 * A chart as a figure: its title and a sentence name and describe it, and its numbers are a table that
 * a screen reader reads (hidden from the eye, which has the chart). The drawing is left to the eye alone.
 */
export function ChartFigure({ title, description, children, table, testId }: Props) {
  const titleId = useId();
  const descId = useId();
  return (
    <Paper
      component="figure"
      aria-labelledby={titleId}
      aria-describedby={descId}
      data-testid={testId}
      sx={{ m: 0, p: 2, height: '100%', position: 'relative' }}
    >
      <Typography variant="h6" component="figcaption" id={titleId}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" id={descId}>
        {description}
      </Typography>
      <Box aria-hidden>{children}</Box>
      <Table size="small" sx={VISUALLY_HIDDEN} aria-labelledby={titleId}>
        <TableHead>
          <TableRow>
            {table.columns.map((c, i) => (
              <TableCell key={i} component="th" scope="col">
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {table.rows.map((cells, r) => (
            <TableRow key={r}>
              {cells.map((cell, c) => (
                <TableCell key={c} component={c === 0 ? 'th' : 'td'} scope={c === 0 ? 'row' : undefined}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
