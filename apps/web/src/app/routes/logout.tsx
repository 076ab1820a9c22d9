import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { PageLoading } from '../../components/layout/page-loading';
import { useDocumentTitle } from '../../components/layout/use-document-title';
import { useSignOut } from '../../features/account/hooks/use-sign-out';

/** /logout: signs out, then goes to the login page. */
export function Component() {
  useDocumentTitle('Signing out');
  const signOut = useSignOut();
  const navigate = useNavigate();
  // Effects run twice in development (StrictMode); signing out must happen once.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then(() => navigate('/login', { replace: true }));
  }, [signOut, navigate]);

  return (
    <>
      <Typography variant="h1">Signing you out</Typography>
      <PageLoading />
    </>
  );
}
