import { act, renderHook, waitFor } from '@testing-library/react';
import { useJobData } from './use-job-data.js';

/** A loader whose answers the test gives, one per request, in order. */
function controlledLoader() {
  const pending: { resolve: (value: string) => void; reject: (error: Error) => void }[] = [];
  const load = jest.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        pending.push({ resolve, reject });
      }),
  );
  const answer = async (index: number, value: string | Error) => {
    await waitFor(() => expect(pending.length).toBeGreaterThan(index));
    await act(async () => {
      if (value instanceof Error) pending[index]?.reject(value);
      else pending[index]?.resolve(value);
      await Promise.resolve();
    });
  };
  return { load, answer };
}

describe('useJobData', () => {
  it('shows the loading state again on reload', async () => {
    const { load, answer } = controlledLoader();
    const { result } = renderHook(() => useJobData('job', load));
    await answer(0, 'first');
    expect(result.current).toMatchObject({ status: 'ready', data: 'first' });

    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await answer(1, 'second');
    expect(result.current).toMatchObject({ status: 'ready', data: 'second' });
  });

  it('keeps the data shown while a refresh is asked, then shows its answer', async () => {
    const { load, answer } = controlledLoader();
    const { result } = renderHook(() => useJobData('job', load));
    await answer(0, 'first');

    act(() => result.current.refresh());
    expect(result.current).toMatchObject({ status: 'ready', data: 'first' });
    await answer(1, 'second');
    expect(result.current).toMatchObject({ status: 'ready', data: 'second' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the data shown when a refresh fails, where a reload shows the error', async () => {
    const { load, answer } = controlledLoader();
    const { result } = renderHook(() => useJobData('job', load));
    await answer(0, 'first');

    act(() => result.current.refresh());
    await answer(1, new Error('network'));
    expect(result.current).toMatchObject({ status: 'ready', data: 'first' });

    act(() => result.current.reload());
    await answer(2, new Error('network'));
    expect(result.current.status).toBe('error');
  });

  it('never shows the data of another key while refreshing', async () => {
    const { load, answer } = controlledLoader();
    const { result, rerender } = renderHook(({ key }) => useJobData(key, load), {
      initialProps: { key: 'a' },
    });
    await answer(0, 'of a');
    act(() => result.current.refresh());
    rerender({ key: 'b' });
    expect(result.current.status).toBe('loading');
  });
});
