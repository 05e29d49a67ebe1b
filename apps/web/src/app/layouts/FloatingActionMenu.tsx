import AddIcon from '@mui/icons-material/Add';
import Backdrop from '@mui/material/Backdrop';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import type { TMeResponse } from '@schooldog/domain';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import { ACTION_MENU_ITEMS, visibleActions } from '../actionMenu';
import { type ActionMenuItem, isRouteHandle } from '../feature';

interface FloatingActionMenuProps {
  me: TMeResponse;
  items?: readonly ActionMenuItem[];
}

/** The add button of the default layout; absent when the user has no action or the route hides it. */
export function FloatingActionMenu({ me, items = ACTION_MENU_ITEMS }: FloatingActionMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const matches = useMatches();
  const [isOpen, setOpen] = useState(false);
  const [openAction, setOpenAction] = useState<ActionMenuItem | null>(null);
  const isHidden = matches.some((match) => isRouteHandle(match.handle) && match.handle.hideAddButton);
  const actions = visibleActions(me, items);
  if (isHidden || actions.length === 0) return null;
  const ActionDialog = openAction?.dialog;
  const handleAction = (action: ActionMenuItem) => {
    setOpen(false);
    if (action.path === undefined) setOpenAction(action);
    else void navigate(action.path);
  };
  return (
    <>
      {/* Dims the page under the open menu so its labels do not read as part of the list beneath. */}
      <Backdrop
        open={isOpen}
        onClick={() => setOpen(false)}
        sx={{ zIndex: (theme) => theme.zIndex.speedDial }}
        data-testid="action-menu-backdrop"
      />
      <SpeedDial
        ariaLabel={t('shell.actionMenu')}
        icon={<AddIcon />}
        open={isOpen}
        onOpen={(event, reason) => {
          // A closing dialog gives focus back to its action; that alone should not reopen the menu.
          const isActionFocus =
            event.target instanceof HTMLElement && event.target.getAttribute('role') === 'menuitem';
          if (reason !== 'focus' || !isActionFocus) setOpen(true);
        }}
        onClose={() => setOpen(false)}
        sx={{
          position: 'fixed',
          zIndex: (theme) => theme.zIndex.speedDial + 1,
          right: 16,
          bottom: 'calc(16px + env(safe-area-inset-bottom))',
          // The labels stay on one line beside their buttons.
          '& .MuiSpeedDialAction-staticTooltipLabel': { whiteSpace: 'nowrap', maxWidth: 'none' },
        }}
      >
        {actions.map((action) => (
          <SpeedDialAction
            key={action.id}
            icon={<action.icon />}
            slotProps={{ tooltip: { title: t(action.labelKey), open: true } }}
            onClick={() => handleAction(action)}
          />
        ))}
      </SpeedDial>
      {ActionDialog ? (
        <Suspense fallback={null}>
          <ActionDialog me={me} onClose={() => setOpenAction(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
