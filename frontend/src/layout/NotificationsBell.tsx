import NotificationsIcon from '@mui/icons-material/Notifications';
import { Badge, IconButton, ListItemText, Menu, MenuItem, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { type NotificationMarked, type PortalNotification, UNREAD_COUNT_CAP } from '@rent/domain';
import { api } from '@/api/http';
import { unreadCountRead } from '@/providers/session-reads';
import { formatInstant } from '@/ui/format';

/** The header's bell: how many notifications are unread, and the latest ones; one opens its contract. */
export function NotificationsBell() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const unread = useQuery({ ...unreadCountRead, refetchInterval: 60_000 });
  const latest = useQuery({
    queryKey: ['notifications', 'latest'],
    queryFn: () => api<PortalNotification[]>('/notifications?range=[0,9]'),
    enabled: !!anchor,
  });
  const count = unread.data?.count ?? 0;
  // The API counts no further than the cap, which then means that many or more.
  const shown = count >= UNREAD_COUNT_CAP ? `${UNREAD_COUNT_CAP - 1}+` : count;

  async function open(n: PortalNotification) {
    setAnchor(null);
    // The mark answers its position and api() keeps it: the lists fetched next wait until they show it read.
    if (!n.readAt)
      await api<NotificationMarked>(`/notifications/${n.id}/read`, { method: 'POST' }).catch(() => undefined);
    await queryClient.invalidateQueries({ queryKey: ['notifications'] });
    // The view finds the contract by id and puts its own dates into the path; a reminder of invoices opens their list.
    navigate(n.contractId ? `/contract-view/${n.contractId}/-/-/-` : '/invoices');
  }

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={translate('notifications.open', { count: shown })}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        <Badge
          badgeContent={count}
          max={UNREAD_COUNT_CAP - 1}
          color="error"
          slotProps={{ badge: { 'data-testid': 'notifications-badge' } as object }}
        >
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxWidth: 420 } } }}
      >
        <Typography variant="subtitle2" sx={{ px: 2, py: 1 }}>
          {translate('notifications.title')}
        </Typography>
        {latest.data?.length === 0 && <MenuItem disabled>{translate('notifications.empty')}</MenuItem>}
        {latest.data?.map((n) => (
          <MenuItem
            key={n.id}
            onClick={() => void open(n)}
            sx={{ whiteSpace: 'normal', fontWeight: n.readAt ? 400 : 700 }}
          >
            <ListItemText
              primary={translate(`notifications.${n.kind}`, { ...n.params, count: n.params.daysBefore ?? 0 })}
              secondary={formatInstant(n.createdAt)}
              slotProps={{ primary: { sx: { fontWeight: 'inherit' } } }}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
