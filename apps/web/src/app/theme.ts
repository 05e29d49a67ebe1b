import { createTheme, type Theme } from '@mui/material/styles';
import { PRIMARY_COLOR } from '@schooldog/domain';

const focusRing = { outline: `3px solid ${PRIMARY_COLOR}`, outlineOffset: 2 };

/** The one theme: primary colour from the domain (spec 001 §9), a visible focus ring on every control. */
export function createAppTheme(): Theme {
  return createTheme({
    palette: {
      primary: { main: PRIMARY_COLOR },
      // MUI's default red (#d32f2f) falls under 4.5:1 on its own tint: a selected Concern button (axe).
      error: { main: '#c62828' },
      // The default light blue (#0288d1) and orange (#ed6c02) under 4.5:1 behind white text: chips.
      info: { main: '#0277bd' },
      warning: { main: '#b45309' },
      background: { default: '#f5f7f7' },
    },
    shape: { borderRadius: 8 },
    typography: {
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.375rem', fontWeight: 600 },
      h3: { fontSize: '1.125rem', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          'a:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible': focusRing,
          // Containers focused by code (dialogs, main content after the skip link) are not controls.
          '[tabindex="-1"]:focus': { outline: 'none' },
          body: { overflowWrap: 'anywhere' },
        },
      },
      // MUI removes the outline on buttons and relies on the ripple; keyboard users need more than that.
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none' } },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
      // A disabled field's help says why it is disabled ('Choose a school first.'): it must be
      // readable, and MUI's disabled grey (#9e9e9e) is 2.7:1 on white (axe).
      MuiFormHelperText: {
        styleOverrides: {
          root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
        },
      },
      // A count such as 25 must not break into two lines under the body's overflowWrap.
      MuiBadge: { styleOverrides: { badge: { overflowWrap: 'normal', whiteSpace: 'nowrap' } } },
      // Table columns size to whole words: under 'anywhere' a cell's narrowest width is one letter,
      // so a column shrank until "Custodial/Environmental" broke mid-word.
      MuiTableCell: { styleOverrides: { root: { overflowWrap: 'break-word' } } },
    },
  });
}
