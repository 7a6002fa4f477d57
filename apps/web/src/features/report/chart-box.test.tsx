import { act } from '@testing-library/react';
import { Bar, BarChart } from 'recharts';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { ChartBox } from './chart-box.js';

/** A ResizeObserver whose callbacks the test fires, as layout would. */
const observers: (() => void)[] = [];
class ResizeObserverSpy {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(): void {
    observers.push(() => {
      this.callback([], this);
    });
  }
  unobserve(): void {
    // nothing to stop
  }
  disconnect(): void {
    // nothing to stop
  }
}

let boxSize = { width: 0, height: 0 };

beforeEach(() => {
  observers.length = 0;
  boxSize = { width: 0, height: 0 };
  jest
    .spyOn(globalThis, 'ResizeObserver')
    .mockImplementation((callback) => new ResizeObserverSpy(callback));
  jest
    .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
    .mockImplementation(
      () => ({ ...boxSize, x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0 }) as DOMRect,
    );
});
afterEach(() => jest.restoreAllMocks());

describe('ChartBox', () => {
  it('draws nothing while hidden (0 × 0), so recharts has no empty container to warn about', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = renderWithProviders(
      <ChartBox h="64">
        <BarChart data={[{ name: 'a', value: 1 }]}>
          <Bar dataKey="value" />
        </BarChart>
      </ChartBox>,
    );
    expect(container.querySelector('.recharts-responsive-container')).toBeNull();

    // The panel opens: the box gets its size, and the chart is drawn in it.
    boxSize = { width: 400, height: 256 };
    act(() => {
      for (const fire of observers) fire();
    });
    expect(container.querySelector('.recharts-responsive-container')).not.toBeNull();
    expect(warn.mock.calls.flat().join(' ')).not.toMatch(/width\(0\) and height\(0\)/);
  });
});
