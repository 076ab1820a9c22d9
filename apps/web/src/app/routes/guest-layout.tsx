import { Outlet } from 'react-router';
import { GuestLayout } from '../../components/layout/guest-layout';

export function Component() {
  return (
    <GuestLayout>
      <Outlet />
    </GuestLayout>
  );
}
