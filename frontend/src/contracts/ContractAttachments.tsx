import AttachFile from '@mui/icons-material/AttachFile';
import Download from '@mui/icons-material/Download';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useState } from 'react';
import { useGetIdentity, useNotify, useRefresh, useTranslate } from 'react-admin';
import {
  ATTACHMENT_KINDS,
  ATTACHMENT_MESSAGE_PARAMS,
  type AttachedFile,
  type AttachmentKind,
  type ContractAttachment,
  ContractState,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENT_PARTS,
  MessageKeys,
} from '@rent/domain';
import { api, ApiError, apiFile } from '@/api/http';
import { saveFile } from '@/api/save-file';
import { apiUpload } from '@/api/upload';
import { CodeSelect } from '@/services/kind-fields';
import { useSign } from '@/signing/SigningProvider';
import { formatInstant } from '@/ui/format';
import type { ContractRecord } from './contract-record';

const attachmentsKey = (id: string) => ['attachments', id];
const megabytes = (bytes: number) => (bytes / 1024 / 1024).toFixed(1).replace('.', ',');

async function sha256Of(file: File): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The contract's attached documents (spec §3): the contract file, the placement scheme and the
 * application, each downloadable by the parties; a party attaches one (several scans of it are merged
 * into one PDF by the portal) while the contract awaits its counterpart or is in force.
 */
export function ContractAttachments({ contract: c }: { contract: ContractRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { identity } = useGetIdentity();
  const [open, setOpen] = useState(false);
  const attachments = useQuery({
    queryKey: attachmentsKey(c.id),
    queryFn: () => api<ContractAttachment[]>(`/contracts/${c.id}/attachments`),
  });
  const mayAttach =
    !!c.viewerRole &&
    !c.removedAt &&
    !(identity as { readOnly?: boolean } | undefined)?.readOnly &&
    (c.state === ContractState.AwaitingApproval || c.state === ContractState.Approved);

  const download = async (a: ContractAttachment) => {
    try {
      saveFile(await apiFile(`/contracts/${c.id}/attachments/${a.attachmentId}`, a.fileName));
    } catch {
      notify('documents.downloadFailed', { type: 'error' });
    }
  };

  return (
    <Paper sx={{ p: { xs: 2, sm: 3 } }} data-testid="attachments">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          {translate('attachments.title')}
        </Typography>
        {mayAttach && (
          <Button startIcon={<AttachFile />} onClick={() => setOpen(true)}>
            {translate('attachments.attach')}
          </Button>
        )}
      </Stack>
      {attachments.data?.length === 0 && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate('attachments.none')}
        </Typography>
      )}
      <List dense>
        {attachments.data?.map((a) => (
          <ListItem
            key={a.attachmentId}
            data-testid="attachment"
            secondaryAction={
              <Button startIcon={<Download />} onClick={() => void download(a)}>
                {translate('attachments.download')}
              </Button>
            }
          >
            <ListItemText
              primary={`${translate(`attachments.kinds.${a.kind}`)}: ${a.fileName}`}
              secondary={translate('attachments.line', {
                size: megabytes(a.size),
                at: formatInstant(a.attachedAt, false),
                by: a.attachedBy,
              })}
            />
          </ListItem>
        ))}
      </List>
      {open && <AttachDialog contract={c} onClose={() => setOpen(false)} />}
    </Paper>
  );
}

function AttachDialog({ contract: c, onClose }: { contract: ContractRecord; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const sign = useSign();
  const queryClient = useQueryClient();
  // The contract's version moved: a later signed step must name the new one.
  const refresh = useRefresh();
  const [kind, setKind] = useState<AttachmentKind | ''>('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string>();
  const [progress, setProgress] = useState<number>();

  const choose = (e: ChangeEvent<HTMLInputElement>) => {
    setFiles([...(e.target.files ?? [])]);
    setProblem(undefined);
  };

  async function send() {
    if (!kind || files.length === 0) return setProblem(MessageKeys.documentNotAttached);
    // Said at once, before anything is sent; the server holds to the same bound.
    if (files.reduce((sum, f) => sum + f.size, 0) > MAX_ATTACHMENT_BYTES || files.length > MAX_ATTACHMENT_PARTS)
      return setProblem(MessageKeys.documentTooLarge);
    setProgress(0);
    try {
      const manifest: AttachedFile[] = [];
      for (const f of files) manifest.push({ fileName: f.name, size: f.size, sha256: await sha256Of(f) });
      const signature = await sign('attach', c.id, { kind, files: manifest }, c.version ?? 0);
      if (signature === null) return setProgress(undefined);
      const form = new FormData();
      form.append('files', JSON.stringify(manifest));
      for (const f of files) form.append('file', f, f.name);
      await apiUpload(
        `/contracts/${c.id}/attachments/${kind}`,
        form,
        // The header a signed step's PKCS#7 travels in (backend signing.service.ts).
        signature ? { 'X-E-Signature': signature } : {},
        setProgress,
      );
      notify('attachments.attached', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: attachmentsKey(c.id) });
      refresh();
      onClose();
    } catch (error) {
      setProblem(error instanceof ApiError ? error.messageKey : MessageKeys.documentNotSaved);
      setProgress(undefined);
    }
  }

  const busy = progress !== undefined;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="attach-title" fullWidth maxWidth="sm">
      <DialogTitle id="attach-title">{translate('attachments.attach')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <CodeSelect
            id="attachment-kind"
            label={translate('attachments.kind')}
            required
            fullWidth
            codes={ATTACHMENT_KINDS}
            labels="attachments.kinds"
            value={kind}
            onChange={(k) => setKind(k as AttachmentKind)}
          />
          <Button component="label" variant="outlined" startIcon={<AttachFile />} disabled={busy}>
            {translate('attachments.choose')}
            <input
              hidden
              type="file"
              multiple
              accept=".pdf,.jpg,.jpeg,.png,.docx,application/pdf,image/jpeg,image/png"
              onChange={choose}
              data-testid="attachment-files"
            />
          </Button>
          <Typography variant="body2" color="text.secondary">
            {translate('attachments.hint', ATTACHMENT_MESSAGE_PARAMS)}
          </Typography>
          {files.map((f) => (
            <Typography key={`${f.name}-${f.size}`} variant="body2" data-testid="chosen-file">
              {f.name} ({megabytes(f.size)} MB)
            </Typography>
          ))}
          {busy && (
            <LinearProgress
              variant="determinate"
              value={Math.round(progress * 100)}
              aria-label={translate('attachments.sending')}
            />
          )}
          {problem && (
            <Alert severity="error" data-testid="attachment-problem">
              {translate(problem, ATTACHMENT_MESSAGE_PARAMS)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('attachments.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void send()} disabled={busy}>
          {translate('attachments.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
