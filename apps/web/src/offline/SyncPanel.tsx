import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DIALOG_WIDTHS, type SyncMutationName, type TMeResponse } from '@schooldog/domain';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SYNC_REGISTRY } from '../features/registry';
import { translateRefusal, translateRefusalFields } from '../i18n/serverMessages';
import { AppDialog } from '../ui/AppDialog';
import { useConnectivity } from './connectivity';
import type { DescribeContext, MutationRepair } from './definition';
import { describeMutation, picturesOf } from './describeMutation';
import { useLocalImagePaths } from './imageStore';
import { type OutboxMutation, useUnsyncedMutations } from './outbox';
import { requestSync } from './syncLoop';
import { discardChange, repairsOf, retryChange } from './syncPanelActions';
import { useSyncStatus } from './syncStatus';

interface SyncPanelProps {
  me: TMeResponse;
  onClose: () => void;
}

/**
 * The sync panel (ARCHITECTURE §7): every unsynced change of the user, named in words, waiting or
 * refused with the server's reason; a refused one can be retried, repaired as its feature offers
 * (say, saved without the part the server refused) or discarded, nothing goes silently. Sync now
 * pushes at once (not offline). Full screen on phones. Mount it to open it.
 */
export function SyncPanel({ me, onClose }: SyncPanelProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const queryClient = useQueryClient();
  const { isOffline } = useConnectivity();
  const status = useSyncStatus();
  const mutations = useUnsyncedMutations(me.user.id);
  // What naming the changes reads (observation labels, say), loaded and kept fresh.
  useQueries({ queries: SYNC_REGISTRY.describeReads });
  const [discarding, setDiscarding] = useState<{ mutation: OutboxMutation; name: string } | null>(null);

  const context: DescribeContext = { me, queryClient, mutations };
  const statusText = isOffline
    ? t('sync.panel.status.offline')
    : status.state === 'syncing'
      ? t('sync.panel.status.syncing')
      : status.lastProblem
        ? t(`sync.panel.status.${status.lastProblem}`)
        : null;

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={isPhone}
      fullWidth
      slotProps={{ paper: { sx: isPhone ? undefined : { maxWidth: DIALOG_WIDTHS.default } } }}
    >
      <DialogTitle id={titleId}>{t('sync.panel.title')}</DialogTitle>
      {/* A long list with nothing to press scrolls by keyboard once focused (axe). */}
      <DialogContent dividers tabIndex={0}>
        <Stack spacing={2}>
          {statusText ? (
            <Alert severity={isOffline || status.state === 'syncing' ? 'info' : 'warning'} role="status">
              {statusText}
            </Alert>
          ) : null}
          {mutations.length === 0 ? (
            <Typography>{t('sync.panel.empty')}</Typography>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary">
                {t('sync.panel.intro')}
              </Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
                {mutations.map((mutation) => {
                  const name = describeMutation(t, mutation, context);
                  return (
                    <ChangeRow
                      key={mutation.seq}
                      mutation={mutation}
                      name={name}
                      onRetry={(repair) => void retryChange(queryClient, mutation, repair)}
                      onDiscard={() => setDiscarding({ mutation, name })}
                    />
                  );
                })}
              </Box>
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5, pb: 'calc(12px + env(safe-area-inset-bottom))' }}>
        <Button
          onClick={() => requestSync({ queryClient, userId: me.user.id })}
          disabled={isOffline || status.state === 'syncing' || mutations.length === 0}
        >
          {t('sync.panel.syncNow')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('sync.panel.close')}
        </Button>
      </DialogActions>
      {discarding ? (
        <AppDialog
          isOpen
          title={t('sync.panel.discardTitle')}
          onClose={() => setDiscarding(null)}
          actions={
            <>
              <Button onClick={() => setDiscarding(null)}>{t('common.cancel')}</Button>
              <Button
                color="error"
                variant="contained"
                onClick={() => {
                  const { mutation } = discarding;
                  setDiscarding(null);
                  void discardChange(queryClient, mutation);
                }}
              >
                {t('sync.panel.discardConfirm')}
              </Button>
            </>
          }
        >
          <DialogContentText>{t('sync.panel.discardBody', { change: discarding.name })}</DialogContentText>
        </AppDialog>
      ) : null}
    </Dialog>
  );
}

interface ChangeRowProps {
  mutation: OutboxMutation;
  name: string;
  /** Retry as it is, or with one of its repairs. */
  onRetry: (repair?: MutationRepair<SyncMutationName>) => void;
  onDiscard: () => void;
}

function ChangeRow({ mutation, name, onRetry, onDiscard }: ChangeRowProps) {
  const { t } = useTranslation();
  const localPictures = useLocalImagePaths();
  const labelId = useId();
  const isRefused = mutation.status === 'refused';
  const isWaitingForPictures = picturesOf(mutation).some((path) => localPictures.has(path));
  const fieldMessages = Object.values(translateRefusalFields(t, mutation.error));

  return (
    <Box
      component="li"
      aria-labelledby={labelId}
      sx={{ border: 1, borderColor: isRefused ? 'error.main' : 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Typography id={labelId} sx={{ fontWeight: 500 }}>
        {name}
      </Typography>
      {isRefused ? (
        <>
          <Typography variant="body2" color="error">
            {t('sync.panel.refused', {
              message: translateRefusal(t, mutation.error),
            })}
          </Typography>
          {fieldMessages.length > 0 ? (
            <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
              {fieldMessages.map((message) => (
                <Typography component="li" variant="body2" color="error" key={message}>
                  {message}
                </Typography>
              ))}
            </Box>
          ) : null}
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
            <Button size="small" variant="outlined" onClick={() => onRetry()}>
              {t('sync.panel.retry')}
            </Button>
            {repairsOf(mutation).map((repair) => (
              <Button key={repair.labelKey} size="small" variant="outlined" onClick={() => onRetry(repair)}>
                {t(repair.labelKey)}
              </Button>
            ))}
            <Button size="small" color="error" onClick={onDiscard}>
              {t('sync.panel.discard')}
            </Button>
          </Stack>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {isWaitingForPictures ? t('sync.panel.waitingForPictures') : t('sync.panel.waiting')}
        </Typography>
      )}
    </Box>
  );
}
