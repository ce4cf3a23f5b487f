import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { type ContractRecord, remainingTerm, showsRemainingTerm, type TermBadge } from '@rent/domain';
import { todayInTashkent } from '@/ui/format';

const BADGE_SX: Record<TermBadge, object> = {
  warning: { bgcolor: '#fff3cd', color: '#664d03' },
  orange: { bgcolor: '#fd7e14', color: '#fff' },
  danger: { bgcolor: '#dc3545', color: '#fff' },
};

/**
 * Years, months and days left (end date + 2 days against today), or "expired"; a badge in the last month.
 * Only a contract in force has a term: any other shows a dash.
 */
export function RemainingTerm({ contract: c }: { contract: Pick<ContractRecord, 'endDate' | 'state' | 'removedAt'> }) {
  const translate = useTranslate();
  if (!showsRemainingTerm(c.state, c.removedAt !== null)) return <span>-</span>;
  const term = remainingTerm(c.endDate, todayInTashkent());
  const text = term.expired
    ? translate('term.expired')
    : [
        term.years && translate('term.years', { count: term.years }),
        term.months && translate('term.months', { count: term.months }),
        term.days && translate('term.days', { count: term.days }),
      ]
        .filter(Boolean)
        .join(' ');
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', whiteSpace: 'nowrap' }}>
      <span data-testid="remaining-term">{text}</span>
      {term.badge && (
        <Chip
          size="small"
          data-testid="term-badge"
          data-badge={term.badge}
          label={term.expired ? '!' : term.daysLeft}
          aria-label={translate(`term.badge.${term.badge}`, { count: term.daysLeft })}
          sx={BADGE_SX[term.badge]}
        />
      )}
    </Stack>
  );
}
