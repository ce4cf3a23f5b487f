import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import { IconButton } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

/** The header's full-screen toggle (spec §2): the wide lists and forms get the whole screen. */
export function FullScreenToggle() {
  const translate = useTranslate();
  const [full, setFull] = useState(() => !!document.fullscreenElement);
  // Esc or the browser's own controls leave full screen too: follow the document, not our clicks.
  useEffect(() => {
    const follow = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);
  if (!document.fullscreenEnabled) return null;
  const label = translate(full ? 'app.fullScreenExit' : 'app.fullScreen');
  const toggle = () =>
    void (full ? document.exitFullscreen() : document.documentElement.requestFullscreen()).catch(() => undefined);
  return (
    // A plain title, not MUI's Tooltip: that would bring Popper into the code every page loads first.
    <IconButton color="inherit" onClick={toggle} aria-label={label} aria-pressed={full} title={label}>
      {full ? <FullscreenExitIcon /> : <FullscreenIcon />}
    </IconButton>
  );
}
