import { About } from '../../features/pages/components/about';

/** /about and /account/about (the latter behind the auth guard). */
export function Component() {
  return <About />;
}
