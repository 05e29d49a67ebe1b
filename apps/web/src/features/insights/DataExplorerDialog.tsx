import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { insightTable } from '@schooldog/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMonthLabel } from './EntriesOverTime';
import type { ExplorerState } from './explorerState';
import { insightsCsvUrl, useInsights } from './queries';
import '../../i18n/insights.texts';

// The month stays in view while a phone scrolls the schools sideways.
const stickyColumn = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;

interface DataExplorerDialogProps {
  state: ExplorerState;
  isOpen: boolean;
  onClose: () => void;
}

/** The data explorer (spec 000 §2): the chart's numbers as a table, a row per month, and its CSV. */
export function DataExplorerDialog({ state, isOpen, onClose }: DataExplorerDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const insights = useInsights(state);
  const formatMonth = useMonthLabel();
  const table = insights.data ? insightTable(insights.data) : null;
  return (
    <Dialog
      open={isOpen}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
      fullScreen={isPhone}
    >
      <DialogTitle id={titleId}>{t('insights.explorer.title')}</DialogTitle>
      <DialogContent>
        {table ? (
          <TableContainer sx={{ maxHeight: isPhone ? 'none' : '60vh' }}>
            <Table size="small" stickyHeader>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ left: 0, zIndex: 3 }}>{t('insights.explorer.month')}</TableCell>
                  {table.header.slice(1, -1).map((name, index) => (
                    <TableCell key={`${name}-${index}`} align="right">
                      {name}
                    </TableCell>
                  ))}
                  <TableCell align="right">{t('insights.total')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {table.rows.map(([month, ...counts]) => (
                  <TableRow key={String(month)}>
                    <TableCell component="th" scope="row" sx={{ ...stickyColumn, whiteSpace: 'nowrap' }}>
                      {formatMonth(String(month))}
                    </TableCell>
                    {counts.map((count, index) => (
                      <TableCell
                        key={index}
                        align="right"
                        sx={index === counts.length - 1 ? { fontWeight: 600 } : undefined}
                      >
                        {Number(count).toLocaleString()}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        ) : (
          <Typography>{t('insights.noData')}</Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        {table ? (
          <Button component="a" href={insightsCsvUrl(state)} download startIcon={<DownloadIcon />}>
            {t('insights.explorer.download')}
          </Button>
        ) : null}
        <Button variant="contained" onClick={onClose}>
          {t('insights.explorer.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
