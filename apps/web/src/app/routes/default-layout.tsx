import { Outlet } from 'react-router';
import { DefaultLayout } from '../../components/layout/default-layout';

export function Component() {
  return (
    <DefaultLayout>
      <Outlet />
    </DefaultLayout>
  );
}
