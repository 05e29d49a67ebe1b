import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import NoteAddOutlinedIcon from '@mui/icons-material/NoteAddOutlined';
import { lazy } from 'react';
import type { WebFeature } from '../../app/feature';
import { ENTRIES_PERMISSION } from './access';
import { warmEntries, warmEntryEssentials } from './warm';

const LogEntryAction = lazy(async () => ({ default: (await import('./LogEntryAction')).LogEntryAction }));

export const entriesFeature: WebFeature = {
  name: 'entries',
  navigation: [
    {
      id: 'entries',
      kind: 'internal',
      path: '/entries',
      labelKey: 'nav.entries',
      icon: FactCheckOutlinedIcon,
      group: 'schoolSafety',
      position: 10,
      audience: 'signedIn',
      permission: ENTRIES_PERMISSION,
      worksOffline: true,
    },
  ],
  actions: [
    {
      id: 'logEntry',
      labelKey: 'actions.logEntry',
      icon: NoteAddOutlinedIcon,
      dialog: LogEntryAction,
      permission: 'log entries',
      position: 50,
      worksOffline: true,
    },
  ],
  warmEssentials: warmEntryEssentials,
  warmOffline: warmEntries,
};
