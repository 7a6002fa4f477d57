import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { DefaultLayout } from '../layout/default-layout.js';
import { SignLayout } from '../layout/sign-layout.js';

/** Error pages use the default layout when signed in, the sign layout otherwise. */
export function AdaptiveLayout({
  isLoggedIn,
  children,
}: {
  isLoggedIn: boolean;
  children?: ReactNode;
}) {
  if (isLoggedIn) {
    return <DefaultLayout>{children ?? <Outlet />}</DefaultLayout>;
  }
  return <SignLayout>{children ?? <Outlet />}</SignLayout>;
}
