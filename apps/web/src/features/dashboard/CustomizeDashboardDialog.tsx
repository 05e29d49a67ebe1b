import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type ArrangedCard, dashboardOrderOf } from '@schooldog/domain';
import { type KeyboardEvent, type PointerEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../i18n/dashboardCards.texts';
import { AppDialog } from '../../ui/AppDialog';
import { useToast } from '../../ui/toast';
import { useCurrentUser } from '../auth/currentUser';
import { useSaveDashboardOrder } from './queries';

/**
 * An arrow at the list's end: said unavailable (aria-disabled) but left focusable, since a card
 * moved there by this very button would otherwise drop the focus to the page.
 */
const atEnd = (isAtEnd: boolean) =>
  isAtEnd ? ({ 'aria-disabled': true, sx: { color: 'action.disabled' } } as const) : {};

/** The list with one card moved from `from` to `to`. */
function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The Customize Dashboard dialog (spec 000 §2): the user's cards to reorder, by dragging a card's
 * handle (mouse or touch), by its arrows, or with the arrow keys on the handle, and to turn off;
 * saved as the user's dashboardOrder, so every device shows the same dashboard.
 */
export function CustomizeDashboardDialog({
  cards,
  onClose,
}: {
  /** The user's cards in their order, each with its title. */
  cards: readonly (ArrangedCard & { title: string })[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const toast = useToast();
  const save = useSaveDashboardOrder();
  const [items, setItems] = useState(() => [...cards]);
  const [draggedIndex, setDraggedIndex] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const isDirty = items.some(
    (item, index) => item.id !== cards[index]?.id || item.isDisabled !== cards[index]?.isDisabled,
  );
  const titleOf = (item: { title: string }) => item.title;

  const move = (from: number, to: number) => {
    const item = items[from];
    if (!item || to < 0 || to >= items.length || from === to) return;
    setItems(moved(items, from, to));
    setAnnouncement(
      t('dashboardCards.customize.moved', { card: titleOf(item), position: to + 1, count: items.length }),
    );
  };

  const handleKey = (index: number) => (event: KeyboardEvent) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    move(index, event.key === 'ArrowUp' ? index - 1 : index + 1);
  };

  // Pointer events serve mouse and touch alike (HTML drag and drop does not reach phones' fingers).
  const handlePointerDown = (index: number) => (event: PointerEvent<HTMLElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    setDraggedIndex(index);
  };
  const handlePointerMove = (event: PointerEvent<HTMLElement>) => {
    if (draggedIndex === null) return;
    const row = document.elementFromPoint(event.clientX, event.clientY)?.closest('[data-card-index]');
    const over = row ? Number(row.getAttribute('data-card-index')) : NaN;
    if (Number.isInteger(over) && over !== draggedIndex) {
      move(draggedIndex, over);
      setDraggedIndex(over);
    }
  };
  const handlePointerUp = () => setDraggedIndex(null);

  const handleSave = () => {
    save.mutate(
      {
        dashboardOrder: dashboardOrderOf(
          items.map(({ id, isDisabled }) => ({ id, isDisabled })),
          me.user.dashboardOrder,
        ),
      },
      {
        onSuccess: () => {
          toast.success(t('dashboardCards.customize.saved'));
          onClose();
        },
      },
    );
  };

  return (
    <AppDialog
      isOpen
      title={t('dashboardCards.customize.title')}
      onClose={onClose}
      isDirty={isDirty}
      actions={
        <>
          <Button onClick={onClose}>{t('dashboardCards.customize.cancel')}</Button>
          <Button variant="contained" onClick={handleSave} loading={save.isPending}>
            {t('dashboardCards.customize.save')}
          </Button>
        </>
      }
    >
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('dashboardCards.customize.intro')}
      </Typography>
      {save.isError ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {t('dashboardCards.customize.saveFailed')}
        </Alert>
      ) : null}
      <List disablePadding>
        {items.map((item, index) => {
          const title = titleOf(item);
          return (
            <ListItem
              key={item.id}
              data-card-index={index}
              divider
              disableGutters
              sx={{ gap: 0.5, bgcolor: draggedIndex === index ? 'action.selected' : undefined }}
            >
              <IconButton
                aria-label={t('dashboardCards.customize.dragHandle', { card: title })}
                onKeyDown={handleKey(index)}
                onPointerDown={handlePointerDown(index)}
                onPointerMove={handlePointerMove}
                onPointerUp={handlePointerUp}
                onPointerCancel={handlePointerUp}
                sx={{ cursor: draggedIndex === index ? 'grabbing' : 'grab', touchAction: 'none' }}
              >
                <DragIndicatorIcon />
              </IconButton>
              <FormControlLabel
                sx={{ flexGrow: 1, mr: 0 }}
                control={
                  <Switch
                    checked={!item.isDisabled}
                    onChange={(event) =>
                      setItems(
                        items.map((other) =>
                          other === item ? { ...item, isDisabled: !event.target.checked } : other,
                        ),
                      )
                    }
                  />
                }
                label={title}
              />
              <IconButton
                aria-label={t('dashboardCards.customize.moveUp', { card: title })}
                {...atEnd(index === 0)}
                onClick={() => move(index, index - 1)}
              >
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton
                aria-label={t('dashboardCards.customize.moveDown', { card: title })}
                {...atEnd(index === items.length - 1)}
                onClick={() => move(index, index + 1)}
              >
                <ArrowDownwardIcon />
              </IconButton>
            </ListItem>
          );
        })}
      </List>
      {/* Says where a card went, for those who cannot see it move. */}
      <Box
        role="status"
        aria-live="polite"
        sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
      >
        {announcement}
      </Box>
    </AppDialog>
  );
}
