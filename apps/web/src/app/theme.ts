import { LAYOUT_BREAKPOINTS } from '../lib/breakpoints';
import { createTheme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxl: true;
  }
}

const SYSTEM_FONTS = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Noto Sans"',
  'sans-serif',
  '"Apple Color Emoji"',
  '"Segoe UI Emoji"',
].join(', ');

const PRIMARY = '#5b2a86';

/**
 * Spec §9: light only; primary purple, success green, warning yellow, error red, info blue, light
 * background; buttons rounded large, capitalised and flat; bordered text fields; no ripple. Every
 * colour pair used for text meets WCAG AA (4.5:1): purple 9.9:1, green 5.1:1, red 5.6:1 and blue
 * 6.7:1 on white, dark text 10.5:1 on the yellow.
 */
export const theme = createTheme({
  breakpoints: { values: { ...LAYOUT_BREAKPOINTS } },
  palette: {
    mode: 'light',
    primary: { main: PRIMARY, light: '#8a4fbf', dark: '#3f1a60', contrastText: '#ffffff' },
    secondary: { main: '#00695c', contrastText: '#ffffff' },
    success: { main: '#2e7d32', contrastText: '#ffffff' },
    warning: { main: '#f6c343', dark: '#7a5c00', contrastText: '#1c1b1f' },
    error: { main: '#c62828', contrastText: '#ffffff' },
    info: { main: '#0b5cad', contrastText: '#ffffff' },
    background: { default: '#f7f5fa', paper: '#ffffff' },
    text: { primary: '#1c1b1f', secondary: '#5c5966' },
  },
  typography: {
    fontFamily: SYSTEM_FONTS,
    h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.25 },
    h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
    button: { fontWeight: 600, fontSize: '1rem' },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiButtonBase: {
      defaultProps: { disableRipple: true },
      styleOverrides: {
        // Without the ripple MUI shows no keyboard focus on buttons (WCAG 2.4.7), so draw a ring.
        root: {
          '&.Mui-focusVisible': { outline: `3px solid ${PRIMARY}`, outlineOffset: '2px' },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 24, textTransform: 'capitalize', minHeight: 44, paddingInline: 20 },
      },
    },
    MuiTextField: { defaultProps: { variant: 'outlined', fullWidth: true } },
    MuiOutlinedInput: {
      styleOverrides: {
        // MUI's default border (23% black) is under the 3:1 that WCAG 1.4.11 asks of a field's edge.
        notchedOutline: { borderColor: '#767676' },
      },
    },
    MuiLink: { defaultProps: { underline: 'always' } },
  },
});
