import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FetchStatus } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useStandalone } from '../app/useStandalone';
import { AppDialog } from '../ui/AppDialog';
import { setManualOffline, useConnectivity } from './connectivity';

/*
 * The offline notice (spec 000 §2 "Dialogs and updates", §4 "Connectivity"): going offline shows
 * it unless 'do not show again' was ticked on this device; enabling Offline Mode shows the
 * Offline Mode info the same way. The Offline chip opens it on demand.
 */

export type OfflineNoticeKind = 'offline' | 'offlineMode';

const HIDDEN_KEYS: Record<OfflineNoticeKind, string> = {
  offline: 'schooldog.offlineNotice.hidden',
  offlineMode: 'schooldog.offlineModeNotice.hidden',
};

function isOfflineNoticeHidden(kind: OfflineNoticeKind): boolean {
  try {
    return localStorage.getItem(HIDDEN_KEYS[kind]) === 'true';
  } catch {
    return false;
  }
}

function hideOfflineNotice(kind: OfflineNoticeKind): void {
  try {
    localStorage.setItem(HIDDEN_KEYS[kind], 'true');
  } catch {
    // Storage refused: it shows again next time.
  }
}

/*
 * Which notice is open, shared by every layout: the notice shows once per time the app goes
 * offline, even when the user moves between layouts or reloads the tab meanwhile (the state last
 * announced is kept for the tab in sessionStorage).
 */
const ANNOUNCED_KEY = 'schooldog.offlineNotice.announced';

function readAnnounced(): OfflineNoticeKind | null {
  try {
    const value = sessionStorage.getItem(ANNOUNCED_KEY);
    return value === 'offline' || value === 'offlineMode' ? value : null;
  } catch {
    return null;
  }
}

function writeAnnounced(kind: OfflineNoticeKind | null): void {
  announcedKind = kind;
  try {
    if (kind) sessionStorage.setItem(ANNOUNCED_KEY, kind);
    else sessionStorage.removeItem(ANNOUNCED_KEY);
  } catch {
    // Storage refused: a reload may show the notice again.
  }
}

let openKind: OfflineNoticeKind | null = null;
let announcedKind: OfflineNoticeKind | null = readAnnounced();
const listeners = new Set<() => void>();

function setOpenKind(kind: OfflineNoticeKind | null): void {
  openKind = kind;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Opens the notice for the current state (the Offline chip), whatever 'do not show again' says. */
export function showOfflineNotice(kind: OfflineNoticeKind): void {
  setOpenKind(kind);
}

/** Tests: a fresh app. */
export function resetOfflineNotice(): void {
  writeAnnounced(null);
  setOpenKind(null);
}

/** Mounted once in the app shell. */
export function OfflineNotice() {
  const { isNativelyOffline, isManuallyOffline } = useConnectivity();
  const kind: OfflineNoticeKind | null = isManuallyOffline
    ? 'offlineMode'
    : isNativelyOffline
      ? 'offline'
      : null;
  const open = useSyncExternalStore(
    subscribe,
    () => openKind,
    () => null,
  );

  useEffect(() => {
    if (kind === announcedKind) return;
    writeAnnounced(kind);
    // Back online (or out of Offline Mode): an open notice no longer applies.
    if (kind === null || isOfflineNoticeHidden(kind)) setOpenKind(null);
    else setOpenKind(kind);
  }, [kind]);

  if (!open) return null;
  return <OfflineNoticeDialog key={open} kind={open} onClose={() => setOpenKind(null)} />;
}

function OfflineNoticeDialog({ kind, onClose }: { kind: OfflineNoticeKind; onClose: () => void }) {
  const { t } = useTranslation();
  const isStandalone = useStandalone();
  const [isHiddenForGood, setHiddenForGood] = useState(() => isOfflineNoticeHidden(kind));
  const isOfflineMode = kind === 'offlineMode';
  const close = () => {
    if (isHiddenForGood) hideOfflineNotice(kind);
    onClose();
  };

  return (
    <AppDialog
      isOpen
      title={isOfflineMode ? t('offline.notice.offlineModeTitle') : t('offline.notice.offlineTitle')}
      onClose={close}
      actions={
        <>
          {isOfflineMode ? (
            <Button
              onClick={() => {
                close();
                setManualOffline(false);
              }}
            >
              {t('offline.menu.disable')}
            </Button>
          ) : null}
          <Button variant="contained" onClick={close}>
            {t('offline.notice.ok')}
          </Button>
        </>
      }
    >
      <Stack spacing={1.5}>
        <Typography>
          {isOfflineMode ? t('offline.notice.offlineModeBody') : t('offline.notice.offlineBody')}
        </Typography>
        {isOfflineMode ? <Typography>{t('offline.notice.offlineModeLimits')}</Typography> : null}
        <Typography>{t('offline.notice.limits')}</Typography>
        {isStandalone ? null : (
          <Typography>
            {t('offline.notice.install')}{' '}
            <Link component={RouterLink} to="/install" onClick={close}>
              {t('offline.notice.installLink')}
            </Link>
          </Typography>
        )}
        <FormControlLabel
          control={
            <Checkbox
              checked={isHiddenForGood}
              onChange={(event) => setHiddenForGood(event.target.checked)}
            />
          }
          label={t('offline.notice.doNotShowAgain')}
        />
      </Stack>
    </AppDialog>
  );
}

/**
 * Whether a read has nothing to show and waits for a network the device does not have: its data
 * was never saved on the device. A screen then says so (NotSavedOnDevice) instead of spinning.
 */
export function isWaitingForNetwork(query: { data: unknown; fetchStatus: FetchStatus }): boolean {
  return query.data === undefined && query.fetchStatus === 'paused';
}

/** What a screen shows, offline, when what it needs is not on the device: why, and what to do. */
export function NotSavedOnDevice() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" role="status">
      <AlertTitle>{t('offline.notSaved.title')}</AlertTitle>
      {t('offline.notSaved.action')}
    </Alert>
  );
}
