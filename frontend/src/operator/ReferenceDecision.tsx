import Check from '@mui/icons-material/Check';
import Close from '@mui/icons-material/Close';
import { Button, Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ReferenceChange } from '@rent/domain';
import { api } from '@/api/http';
import { formatDate } from '@/ui/format';
import { ReasonDialog } from './ReasonDialog';
import { namedRefusal } from './refusals';

type Decision = 'approve' | 'reject';

/** The refusals a decision may meet, each explained in the reader's words (operator.reference.refused.*). */
const REFUSALS = ['FOUR_EYES', 'CHANGE_DECIDED', 'CHANGE_IN_THE_PAST'] as const;

/**
 * A proposal approved or rejected with a reason (`POST …/reference/changes/{id}/approve` or `/reject`). Not
 * offered on the reader's own proposals; should the API still refuse (its proposer, or decided meanwhile),
 * the dialog says why and the history is read again.
 */
export function ReferenceDecision({ change }: { change: ReferenceChange }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queries = useQueryClient();
  const [asked, setAsked] = useState<Decision | null>(null);
  const args = {
    date: formatDate(change.effectiveFrom),
    what: translate(`operator.reference.what.${change.kind}`),
  };

  async function decide(reason: string) {
    const decision = asked!;
    try {
      await api(`/operator/reference/changes/${encodeURIComponent(change.id)}/${decision}`, {
        method: 'POST',
        body: { reason },
      });
    } catch (error) {
      void queries.invalidateQueries({ queryKey: ['operator-reference'] });
      throw namedRefusal(error, 'operator.reference.refused', REFUSALS);
    }
    setAsked(null);
    notify(`operator.reference.${decision}d`, { type: 'success', messageArgs: args });
    await queries.invalidateQueries({ queryKey: ['operator-reference'] });
  }

  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" variant="outlined" color="success" startIcon={<Check />} onClick={() => setAsked('approve')}>
        {translate('operator.reference.approve')}
      </Button>
      <Button size="small" color="error" startIcon={<Close />} onClick={() => setAsked('reject')}>
        {translate('operator.reference.reject')}
      </Button>
      <ReasonDialog
        open={asked !== null}
        title={translate(`operator.reference.${asked ?? 'approve'}Title`, args)}
        text={translate(`operator.reference.${asked ?? 'approve'}Text`)}
        onConfirm={decide}
        goneKey="operator.reference.refused.gone"
        onClose={() => setAsked(null)}
      />
    </Stack>
  );
}
