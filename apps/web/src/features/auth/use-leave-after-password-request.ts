import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { LOGIN_PATH } from './guards.js';
import { authActions, selectPasswordRequest } from './auth.slice.js';

/** Goes back to the login page once the request succeeded (or failed for good), and resets it. */
export function useLeaveAfterPasswordRequest() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const request = useAppSelector(selectPasswordRequest);

  useEffect(() => {
    if (request.shouldLeave && request.status !== 'pending') {
      void navigate(LOGIN_PATH);
    }
  }, [request, navigate]);

  useEffect(
    () => () => {
      dispatch(authActions.passwordPageLeft());
    },
    [dispatch],
  );
  return request.status === 'pending';
}
