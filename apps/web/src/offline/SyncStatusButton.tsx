import CloudSyncOutlinedIcon from '@mui/icons-material/CloudSyncOutlined';
import SyncProblemOutlinedIcon from '@mui/icons-material/SyncProblemOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { TMeResponse } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnsyncedMutations } from './outbox';
import { SyncPanel } from './SyncPanel';

/**
 * The toolbar's unsynced-changes button: a badge with the count of the user's changes not yet on
 * the server, always shown while there are any (red when one was refused); it opens the sync panel.
 */
export function SyncStatusButton({ me }: { me: TMeResponse }) {
  const { t } = useTranslation();
  const mutations = useUnsyncedMutations(me.user.id);
  const [isOpen, setOpen] = useState(false);
  const count = mutations.length;
  const hasRefused = mutations.some((mutation) => mutation.status === 'refused');
  const label = t('sync.unsyncedCount', { count });

  return (
    <>
      {count > 0 ? (
        <Tooltip title={label}>
          <IconButton color="inherit" aria-label={label} aria-haspopup="dialog" onClick={() => setOpen(true)}>
            <Badge badgeContent={count} color={hasRefused ? 'error' : 'warning'} max={99}>
              {hasRefused ? <SyncProblemOutlinedIcon /> : <CloudSyncOutlinedIcon />}
            </Badge>
          </IconButton>
        </Tooltip>
      ) : null}
      {isOpen ? <SyncPanel me={me} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
