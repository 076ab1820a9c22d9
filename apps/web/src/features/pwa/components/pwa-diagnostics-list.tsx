import Box from '@mui/material/Box';
import { usePwaDiagnostics } from '../hooks/use-pwa-diagnostics';

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** Spec §2: service worker, manifest, secure context, install prompt, installed state and browser. */
export function PwaDiagnosticsList() {
  const facts = usePwaDiagnostics();
  const rows: [string, string][] = [
    ['Service worker', facts.serviceWorker],
    ['Manifest', facts.manifest ?? 'not found'],
    ['Secure context (HTTPS or localhost)', yesNo(facts.secureContext)],
    ['Install prompt', facts.installPrompt],
    ['Installed (standalone)', yesNo(facts.installed)],
    ['Browser', facts.browser],
  ];
  return (
    <Box
      component="dl"
      data-testid="pwa-diagnostics"
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 10rem) minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.5,
        m: 0,
        '& dt': { fontWeight: 600 },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd data-testid={`pwa-${term.split(' ')[0]?.toLowerCase()}`}>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
