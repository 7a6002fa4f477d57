import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store.js';

/** Typed hooks; kept apart from store.ts to avoid import cycles. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
