import StarBorderIcon from '@mui/icons-material/StarBorder';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type TFavoriteInsight, ZInsightName } from '@schooldog/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDialog } from '../../ui/AppDialog';
import { RowMenu } from '../../ui/RowMenu';
import { useToast } from '../../ui/toast';
import { useChangeFavorites, useFavoriteInsights } from './queries';
import '../../i18n/insights.texts';

interface NameDialogProps {
  title: string;
  initialName: string;
  isSaving: boolean;
  onSave: (name: string) => Promise<void>;
  onClose: () => void;
}

/** A favourite's name: required (spec 000 §2 "Favourites need a non-empty name"). */
export function FavoriteNameDialog({ title, initialName, isSaving, onSave, onClose }: NameDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [name, setName] = useState(initialName);
  const [isInvalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZInsightName.safeParse(name);
    if (!parsed.success) return setInvalid(true);
    void onSave(parsed.data);
  };
  return (
    <AppDialog
      isOpen
      title={title}
      onClose={onClose}
      isDirty={name !== initialName}
      actions={
        <>
          <Button onClick={onClose}>{t('insights.favorites.cancel')}</Button>
          <Button type="submit" form={formId} variant="contained" disabled={isSaving}>
            {t('insights.favorites.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <TextField
          autoFocus
          fullWidth
          margin="dense"
          label={t('insights.favorites.name')}
          value={name}
          required
          error={isInvalid}
          helperText={isInvalid ? t('insights.favorites.nameRequired') : ' '}
          onChange={(event) => {
            setName(event.target.value);
            setInvalid(false);
          }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </form>
    </AppDialog>
  );
}

interface FavoritesListProps {
  onShow: (favorite: TFavoriteInsight) => void;
}

/** One's favourites: show one in the explorer, rename or remove it. */
export function FavoritesList({ onShow }: FavoritesListProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const favorites = useFavoriteInsights();
  const change = useChangeFavorites();
  const [renaming, setRenaming] = useState<TFavoriteInsight | null>(null);
  const headingId = useId();
  const list = favorites.data ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('insights.favorites.title')}
      </Typography>
      {list.length === 0 ? (
        <Typography color="text.secondary">
          {favorites.isPending ? ' ' : t('insights.favorites.empty')}
        </Typography>
      ) : (
        <List disablePadding>
          {list.map((favorite) => (
            <ListItem
              key={favorite.id}
              disablePadding
              secondaryAction={
                <RowMenu
                  label={t('insights.favorites.actions', { name: favorite.insightName })}
                  items={[
                    {
                      key: 'rename',
                      label: t('insights.favorites.rename'),
                      onSelect: () => setRenaming(favorite),
                    },
                    {
                      key: 'remove',
                      label: t('insights.favorites.remove'),
                      onSelect: () =>
                        change.mutate(
                          { kind: 'remove', favoriteId: favorite.id },
                          {
                            onSuccess: () => toast.success(t('insights.favorites.removed')),
                            onError: (cause) => toast.error(t('insights.favorites.failed'), { cause }),
                          },
                        ),
                    },
                  ]}
                />
              }
            >
              <ListItemButton
                onClick={() => onShow(favorite)}
                aria-label={t('insights.favorites.show', { name: favorite.insightName })}
              >
                <StarBorderIcon fontSize="small" color="warning" sx={{ mr: 1 }} />
                <ListItemText primary={favorite.insightName} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      {renaming ? (
        <FavoriteNameDialog
          title={t('insights.favorites.renameTitle')}
          initialName={renaming.insightName}
          isSaving={change.isPending}
          onClose={() => setRenaming(null)}
          onSave={async (insightName) => {
            try {
              await change.mutateAsync({ kind: 'rename', favoriteId: renaming.id, insightName });
              toast.success(t('insights.favorites.renamed'));
              setRenaming(null);
            } catch (cause) {
              toast.error(t('insights.favorites.failed'), { cause });
            }
          }}
        />
      ) : null}
    </Paper>
  );
}
