import { ActForSelect } from '@/identity/ActForSelect';
import { PendingSignIns } from '@/identity/PendingSignIns';
import { ReadOnlyBanner } from '@/identity/ReadOnlyBanner';
import { MinimumRateReminder } from './MinimumRateReminder';
import { NotificationsBell } from './NotificationsBell';
import { TabMenu } from './TabMenu';
import { UserMenu } from './UserMenu';

/** The header's controls of a signed-in party: the notifications bell and the user menu. */
export function SessionControls() {
  return (
    <>
      <NotificationsBell />
      <UserMenu />
    </>
  );
}

/** What a signed-in party sees between the header and the page: banners, the tab menu where spec §2 shows it, the party acted for. */
export function SessionBanners({ showTabs }: { showTabs: boolean }) {
  return (
    <>
      <ReadOnlyBanner />
      <PendingSignIns />
      <MinimumRateReminder />
      {showTabs && <TabMenu />}
      <ActForSelect />
    </>
  );
}
