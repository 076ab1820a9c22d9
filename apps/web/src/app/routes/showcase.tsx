import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DefaultLayout } from '../../components/layout/default-layout';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { ShowcaseGallery } from '../../components/showcase/showcase-gallery';

/** /showcase: the design system in every state (spec §2). No sign-in; its own chunk. */
export function Component() {
  useDocumentTitle('Design showcase');
  return (
    <DefaultLayout>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 5 }}>
        <div>
          <Typography variant="h1" sx={{ mb: 1 }}>
            Design showcase
          </Typography>
          <Typography color="text.secondary">
            The parts Alongside is built from, in each state they can be in.
          </Typography>
        </div>
        <ShowcaseGallery />
      </Box>
    </DefaultLayout>
  );
}
