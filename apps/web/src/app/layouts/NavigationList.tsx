import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import type { TMeResponse } from '@schooldog/domain';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { currentRegion } from '../../features/resources/region';
import { useConnectivity } from '../../offline/connectivity';
import {
  DEFAULT_NAV_CONTEXT,
  isNavItemAvailable,
  type NavSection,
  type VisibleNavItem,
  visibleNavigation,
} from '../navigation';

interface NavigationListProps {
  me: TMeResponse | null;
  onNavigate: () => void;
}

export function NavigationList({ me, onNavigate }: NavigationListProps) {
  const connectivity = useConnectivity();
  const sections = useMemo(
    () => visibleNavigation(me, { ...DEFAULT_NAV_CONTEXT, region: currentRegion() }),
    [me],
  );
  const isAvailable = (item: VisibleNavItem) => isNavItemAvailable(item, connectivity, me);
  return (
    <Box sx={{ py: 1 }}>
      {sections.map((section) => (
        <NavigationSection
          key={section.id}
          section={section}
          isAvailable={isAvailable}
          onNavigate={onNavigate}
        />
      ))}
    </Box>
  );
}

interface NavigationSectionProps {
  section: NavSection;
  isAvailable: (item: VisibleNavItem) => boolean;
  onNavigate: () => void;
}

function NavigationSection({ section, isAvailable, onNavigate }: NavigationSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <List
      dense
      aria-labelledby={section.labelKey ? headingId : undefined}
      subheader={
        section.labelKey ? (
          <ListSubheader id={headingId} disableSticky>
            {t(section.labelKey)}
          </ListSubheader>
        ) : undefined
      }
    >
      {section.items.map((item) => (
        <li key={item.id}>
          {isAvailable(item) ? (
            <NavigationLink item={item} onNavigate={onNavigate} />
          ) : (
            <UnavailableItem item={item} />
          )}
        </li>
      ))}
    </List>
  );
}

const activeLinkStyle = {
  '&.active': { bgcolor: 'action.selected', color: 'primary.main', fontWeight: 600 },
  '&.active .MuiListItemIcon-root': { color: 'primary.main' },
};

function NavigationLink({ item, onNavigate }: { item: VisibleNavItem; onNavigate: () => void }) {
  const { t } = useTranslation();
  const icon = (
    <ListItemIcon sx={{ minWidth: 40 }}>
      <item.icon />
    </ListItemIcon>
  );
  if (item.kind === 'external') {
    return (
      <ListItemButton
        component="a"
        href={item.href}
        target="_blank"
        rel="noopener noreferrer"
        onClick={onNavigate}
      >
        {icon}
        <ListItemText primary={t(item.labelKey)} />
        <OpenInNewIcon
          fontSize="small"
          sx={{ color: 'text.secondary' }}
          titleAccess={t('common.opensInNewTab')}
        />
      </ListItemButton>
    );
  }
  return (
    <ListItemButton component={NavLink} to={item.path} onClick={onNavigate} sx={activeLinkStyle}>
      {icon}
      <ListItemText primary={t(item.labelKey)} />
      <NavMarker item={item} />
    </ListItemButton>
  );
}

/** Offline, a page that needs the network stays in the menu, disabled and saying why. */
function UnavailableItem({ item }: { item: VisibleNavItem }) {
  const { t } = useTranslation();
  return (
    <ListItemButton disabled>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <item.icon />
      </ListItemIcon>
      <ListItemText primary={t(item.labelKey)} secondary={t('offline.nav.unavailable')} />
      <NavMarker item={item} />
    </ListItemButton>
  );
}

/** An item's marker (Experimental), when it has one. */
function NavMarker({ item }: { item: VisibleNavItem }) {
  const { t } = useTranslation();
  if (!item.markerKey) return null;
  return <Chip label={t(item.markerKey)} size="small" color="secondary" variant="outlined" sx={{ ml: 1 }} />;
}
