import AddIcon from '@mui/icons-material/Add';
import SpeedDial from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import type { TMeResponse } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import { ACTION_MENU_ITEMS, type ActionMenuItem, isRouteHandle, visibleActions } from '../actionMenu';

interface FloatingActionMenuProps {
  me: TMeResponse;
  items?: readonly ActionMenuItem[];
}

/** The add button of the default layout; absent when the user has no action or the route hides it. */
export function FloatingActionMenu({ me, items = ACTION_MENU_ITEMS }: FloatingActionMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const matches = useMatches();
  const isHidden = matches.some((match) => isRouteHandle(match.handle) && match.handle.hideAddButton);
  const actions = visibleActions(me, items);
  if (isHidden || actions.length === 0) return null;
  return (
    <SpeedDial
      ariaLabel={t('shell.actionMenu')}
      icon={<AddIcon />}
      sx={{ position: 'fixed', right: 16, bottom: 'calc(16px + env(safe-area-inset-bottom))' }}
    >
      {actions.map((action) => (
        <SpeedDialAction
          key={action.id}
          icon={<action.icon />}
          slotProps={{ tooltip: { title: t(action.labelKey), open: true } }}
          onClick={() => navigate(action.path)}
        />
      ))}
    </SpeedDial>
  );
}
