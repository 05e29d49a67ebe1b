import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { canManageRecurringWorkOrders, type TRecurringWorkOrder } from '@schooldog/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CardListSkeleton } from '../../ui/CardListSkeleton';
import { PageHeading } from '../../ui/PageHeading';
import { PagedList } from '../../ui/PagedList';
import { useCurrentUser } from '../auth/currentUser';
import { resolvedPermissionsOf } from '../auth/permissions';
import { LandingRedirect } from '../dashboard/landing';
import { schoolName } from '../walks/labels';
import { useRecurringWorkOrders } from './queries';
import { RecurringWorkOrderCard } from './RecurringWorkOrderCard';
import { RecurringWorkOrderDialog } from './RecurringWorkOrderDialog';
import '../../i18n/recurringWorkOrders.texts';

/**
 * /recurringWorkOrders (spec 001 §2): needs manage tasks settings (the domain's
 * canManageRecurringWorkOrders, as the server); anyone else goes where they start, told why.
 * Online only: offline with nothing loaded it says so (PagedList).
 */
export function RecurringWorkOrdersPage() {
  const me = useCurrentUser();
  if (!canManageRecurringWorkOrders(resolvedPermissionsOf(me))) return <LandingRedirect isRefused />;
  return <RecurringWorkOrdersContent />;
}

function RecurringWorkOrdersContent() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const list = useRecurringWorkOrders();
  // null: the create dialog; a recurring work order: its edit; undefined: closed.
  const [editing, setEditing] = useState<TRecurringWorkOrder | null | undefined>(undefined);
  const names = (order: TRecurringWorkOrder) =>
    order.schoolIds.map((id) => schoolName(me.schools, id) ?? t('entries.card.unknownSchool'));

  return (
    <>
      <PageHeading title={t('recurringWorkOrders.title')} subtitle={t('recurringWorkOrders.subtitle')} />
      <Stack direction="row" sx={{ mb: 2 }}>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing(null)}>
          {t('recurringWorkOrders.list.add')}
        </Button>
      </Stack>
      <PagedList
        query={list}
        items={list.data?.pages.flatMap((page) => page.recurringWorkOrders) ?? []}
        getKey={(order) => order.id}
        texts={{
          loadFailed: t('recurringWorkOrders.list.loadFailed'),
          retry: t('recurringWorkOrders.list.retry'),
          empty: t('recurringWorkOrders.list.empty'),
          loadMore: t('recurringWorkOrders.list.loadMore'),
        }}
        isEmptyAnnounced
        skeleton={<CardListSkeleton shape="entry" count={4} />}
        renderItem={(order) => (
          <RecurringWorkOrderCard
            recurringWorkOrder={order}
            schoolNames={names(order)}
            onEdit={() => setEditing(order)}
          />
        )}
      />
      {editing !== undefined ? (
        <RecurringWorkOrderDialog
          recurringWorkOrder={editing ?? undefined}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </>
  );
}
