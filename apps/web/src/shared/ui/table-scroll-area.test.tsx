import { Table } from '@chakra-ui/react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { TableScrollArea } from './table-scroll-area.js';

/** Gives the scroller the sizes layout would: jsdom lays nothing out. */
function layOut(scroller: HTMLElement, sizes: { scrollWidth: number; clientWidth: number }) {
  for (const [name, value] of Object.entries(sizes)) {
    Object.defineProperty(scroller, name, { configurable: true, value });
  }
}

function renderTable() {
  renderWithProviders(
    <TableScrollArea data-testid="scroller">
      <Table.Root aria-label="Titles">
        <Table.Body>
          <Table.Row>
            <Table.Cell>A title long enough to scroll on a phone</Table.Cell>
          </Table.Row>
        </Table.Body>
      </Table.Root>
    </TableScrollArea>,
  );
  const scroller = screen.getByTestId('scroller');
  const shade = (side: 'before' | 'after') =>
    scroller.parentElement?.querySelector(`[data-scroll-hint=${side}]`)?.getAttribute('data-shown');
  return { scroller, shade };
}

describe('TableScrollArea', () => {
  it('shades the side whose columns are out of sight, and follows the scroll', () => {
    const { scroller, shade } = renderTable();
    expect([shade('before'), shade('after')]).toEqual(['false', 'false']);
    layOut(scroller, { scrollWidth: 900, clientWidth: 375 });
    act(() => {
      fireEvent.scroll(scroller);
    });
    expect([shade('before'), shade('after')]).toEqual(['false', 'true']);
    scroller.scrollLeft = 200;
    act(() => {
      fireEvent.scroll(scroller);
    });
    expect([shade('before'), shade('after')]).toEqual(['true', 'true']);
    scroller.scrollLeft = 525;
    act(() => {
      fireEvent.scroll(scroller);
    });
    expect([shade('before'), shade('after')]).toEqual(['true', 'false']);
  });

  it('shows no shade when the table fits, and hides the shades from assistive technology', () => {
    const { scroller, shade } = renderTable();
    layOut(scroller, { scrollWidth: 375, clientWidth: 375 });
    act(() => {
      fireEvent.scroll(scroller);
    });
    expect([shade('before'), shade('after')]).toEqual(['false', 'false']);
    expect(screen.getByRole('table', { name: 'Titles' })).toBeInTheDocument();
    for (const hint of scroller.parentElement?.querySelectorAll('[data-scroll-hint]') ?? []) {
      expect(hint).toHaveAttribute('aria-hidden', 'true');
    }
  });
});
