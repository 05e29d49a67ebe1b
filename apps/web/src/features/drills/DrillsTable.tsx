import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDrillDate, type TDrill } from '@schooldog/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { drillSchoolName, drillTypeLabel } from './labels';
import '../../i18n/drills.texts';

interface DrillsTableProps {
  drills: readonly TDrill[];
  schools: readonly { id: string; name: string }[];
  pendingIds: ReadonlySet<string>;
}

/**
 * The Drills table (spec 000 §2 "Drills list"): School, Date (MM/DD/YYYY), Drill Type, Recorded By
 * (a link that filters by that person, or 'Unknown') and a chevron to the drill's page.
 */
export function DrillsTable({ drills, schools, pendingIds }: DrillsTableProps) {
  const { t } = useTranslation();
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label={t('drills.title')}
        // Phones: tighter cells, so the five columns and the chevron fit 390 px.
        sx={{
          '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 }, fontSize: { xs: '0.8125rem', sm: undefined } },
        }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('drills.columns.school')}</TableCell>
            <TableCell>{t('drills.columns.date')}</TableCell>
            <TableCell>{t('drills.columns.type')}</TableCell>
            <TableCell>{t('drills.columns.recordedBy')}</TableCell>
            <TableCell padding="checkbox" />
          </TableRow>
        </TableHead>
        <TableBody>
          {drills.map((drill) => {
            const school = drillSchoolName(drill, schools);
            const date = formatDrillDate(drill.drillDate);
            return (
              <TableRow key={drill.id} hover>
                <TableCell>{school}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {date}
                  {pendingIds.has(drill.id) ? (
                    <Chip size="small" label={t('drills.pending')} sx={{ ml: 1 }} />
                  ) : null}
                </TableCell>
                <TableCell>
                  {drill.type === 'other' && drill.otherType ? drill.otherType : drillTypeLabel(t, drill)}
                </TableCell>
                <TableCell>
                  {drill.recordedBy ? (
                    <Link
                      component={RouterLink}
                      to={`/drills?userIds=${encodeURIComponent(drill.recordedBy.id)}`}
                    >
                      {drill.recordedBy.name}
                    </Link>
                  ) : (
                    t('drills.unknown')
                  )}
                </TableCell>
                <TableCell padding="checkbox">
                  <IconButton
                    component={RouterLink}
                    to={`/drills/drill/${drill.id}`}
                    aria-label={t('drills.columns.open', { date, school })}
                  >
                    <ChevronRightIcon />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
