import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { TDataProfile, TNewOptionInReview } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AppDialog } from '../../ui/AppDialog';
import { useToast } from '../../ui/toast';
import type { ProfileChange } from './api';
import { useChangeDataProfile } from './queries';
import '../../i18n/dataProfiles.texts';

/** Where a typed location came from: its entry or work order. */
function SourceLink({ review }: { review: TNewOptionInReview }) {
  const { t } = useTranslation();
  if (review.entryId)
    return (
      <Link component={RouterLink} to={`/entries/${encodeURIComponent(review.entryId)}`}>
        {t('dataProfiles.review.fromEntry')}
      </Link>
    );
  if (review.workOrderId)
    return (
      <Link component={RouterLink} to={`/tasks/task/${encodeURIComponent(review.workOrderId)}`}>
        {t('dataProfiles.review.fromWorkOrder')}
      </Link>
    );
  return null;
}

/** New locations typed by walkers, held until a manager approves, merges or rejects them. */
export function ReviewSection({ profile, mayManage }: { profile: TDataProfile; mayManage: boolean }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const change = useChangeDataProfile(profile.id);
  const [merging, setMerging] = useState<TNewOptionInReview | null>(null);
  const [target, setTarget] = useState('');
  const apply = async (next: ProfileChange, done: string) => {
    try {
      await change.mutateAsync(next);
      toast.success(done);
      setMerging(null);
    } catch (error) {
      toast.error(t('dataProfiles.saveFailed'), { cause: error });
    }
  };
  return (
    <>
      <Typography variant="h2">{t('dataProfiles.review.title')}</Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
        {t('dataProfiles.review.help')}
      </Typography>
      <List disablePadding>
        {profile.newOptionsInReview.map((review) => (
          <ListItem key={review.id} divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
            <ListItemText
              primary={review.name}
              secondary={
                <>
                  {new Date(review.submittedAt).toLocaleDateString(i18n.language)}
                  {' · '}
                  <SourceLink review={review} />
                </>
              }
            />
            {mayManage ? (
              <Stack direction="row" spacing={1}>
                <Button
                  size="small"
                  variant="contained"
                  onClick={() =>
                    void apply({ kind: 'approve', reviewId: review.id }, t('dataProfiles.review.approved'))
                  }
                >
                  {t('dataProfiles.review.approve')}
                </Button>
                <Button
                  size="small"
                  variant="outlined"
                  onClick={() => {
                    setTarget('');
                    setMerging(review);
                  }}
                >
                  {t('dataProfiles.review.merge')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  onClick={() =>
                    void apply({ kind: 'reject', reviewId: review.id }, t('dataProfiles.review.rejected'))
                  }
                >
                  {t('dataProfiles.review.reject')}
                </Button>
              </Stack>
            ) : null}
          </ListItem>
        ))}
      </List>
      <AppDialog
        isOpen={merging !== null}
        title={t('dataProfiles.review.mergeTitle', { name: merging?.name ?? '' })}
        onClose={() => setMerging(null)}
        actions={
          <>
            <Button onClick={() => setMerging(null)}>{t('common.cancel')}</Button>
            <Button
              variant="contained"
              disabled={target === ''}
              loading={change.isPending}
              onClick={() =>
                merging &&
                void apply(
                  { kind: 'merge', reviewId: merging.id, optionId: target },
                  t('dataProfiles.review.merged'),
                )
              }
            >
              {t('dataProfiles.review.merge')}
            </Button>
          </>
        }
      >
        <Typography sx={{ mb: 2 }}>{t('dataProfiles.review.mergeHelp')}</Typography>
        <TextField
          select
          fullWidth
          label={t('dataProfiles.review.mergeInto')}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        >
          {[...profile.options]
            .sort((a, b) => a.name.localeCompare(b.name, i18n.language, { numeric: true }))
            .map((option) => (
              <MenuItem key={option.id} value={option.id}>
                {option.name}
              </MenuItem>
            ))}
        </TextField>
      </AppDialog>
    </>
  );
}
