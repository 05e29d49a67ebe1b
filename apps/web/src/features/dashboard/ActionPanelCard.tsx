import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { anyPermissionOf } from '@schooldog/domain';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ACTION_MENU_ITEMS, actionsFor, visibleActions } from '../../app/actionMenu';
import type { ActionMenuItem } from '../../app/feature';
import { useConnectivity } from '../../offline/connectivity';
import { useCurrentUser } from '../auth/currentUser';
import { userCan } from '../auth/permissions';

/** The Action Panel shows for propose tasks, log entries or submit assessments (spec 000 §2 "Dashboard"). */
export const ACTION_PANEL_PERMISSION = anyPermissionOf('propose tasks', 'log entries', 'submit assessments');

/**
 * The dashboard's Action Panel: the action menu's actions as buttons, in the panel's order (Log
 * Entry, Start Walk, Create Work Order, Begin Assessment, Record Drill), each needing its own permission. Offline, those that work offline (it is the one card shown then).
 */
export function ActionPanelCard() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const navigate = useNavigate();
  const headingId = useId();
  const { isOffline } = useConnectivity();
  const [openAction, setOpenAction] = useState<ActionMenuItem | null>(null);
  // The menu lists them bottom-up from its button; the panel reads them top-down.
  const actions = [...visibleActions(me, actionsFor(isOffline, ACTION_MENU_ITEMS))].reverse();
  if (!userCan(me, ACTION_PANEL_PERMISSION) || actions.length === 0) return null;
  const ActionDialog = openAction?.dialog;
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {t('dashboard.actionPanel.title')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
        {actions.map((action) => (
          <Button
            key={action.id}
            variant="outlined"
            startIcon={<action.icon />}
            onClick={() => (action.path === undefined ? setOpenAction(action) : void navigate(action.path))}
          >
            {t(action.labelKey)}
          </Button>
        ))}
      </Stack>
      {ActionDialog ? (
        <Suspense fallback={null}>
          <ActionDialog me={me} onClose={() => setOpenAction(null)} />
        </Suspense>
      ) : null}
    </Paper>
  );
}
