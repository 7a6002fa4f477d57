import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { stackListItemRects } from '../../test/stack-list-item-rects.js';
import { OrderedPicker, type OrderedPickerLabels } from './ordered-picker.js';

const LABELS: OrderedPickerLabels = {
  available: 'Available',
  selected: 'Selected',
  empty: 'Nothing',
  add: (name) => `Add ${name}`,
  drag: (name) => `Drag ${name}`,
  remove: (name) => `Remove ${name}`,
};

function Picker({
  initial,
  labels = LABELS,
  onChange,
}: {
  initial: string[];
  labels?: OrderedPickerLabels;
  onChange: (selected: string[]) => void;
}) {
  const [selected, setSelected] = useState(initial);
  return (
    <OrderedPicker
      available={['a', 'b', 'c', 'd']}
      selected={selected}
      labels={labels}
      onChange={(next) => {
        setSelected(next);
        onChange(next);
      }}
    />
  );
}

const shownOrder = () => {
  const numbered = screen.getAllByRole('list').find((list) => list.tagName === 'OL');
  return within(numbered!)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};

describe('OrderedPicker', () => {
  stackListItemRects();

  it('moves an available item to the end of the numbered list with its Add button', async () => {
    const onChange = jest.fn<undefined, [string[]]>();
    const { user } = renderWithProviders(<Picker initial={['a']} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Add c' }));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'c']);
    expect(shownOrder()).toEqual(['1a', '2c']);
    expect(screen.queryByRole('button', { name: 'Add c' })).not.toBeInTheDocument();
  });

  it('reorders by dragging a handle with the keyboard (Space, arrow down, Space)', async () => {
    const onChange = jest.fn<undefined, [string[]]>();
    const { user } = renderWithProviders(<Picker initial={['a', 'b', 'c']} onChange={onChange} />);
    expect(shownOrder()).toEqual(['1a', '2b', '3c']);
    screen.getByRole('button', { name: 'Drag a' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    expect(onChange).toHaveBeenLastCalledWith(['b', 'a', 'c']);
    expect(shownOrder()).toEqual(['1b', '2a', '3c']);
  });

  it('tells screen readers how to drag, and each move, in the page language', async () => {
    const { user } = renderWithProviders(
      <Picker initial={['a', 'b', 'c']} onChange={() => undefined} />,
      { locale: 'fr' },
    );
    const handle = screen.getByRole('button', { name: 'Drag a' });
    const instructions = document.getElementById(handle.getAttribute('aria-describedby') ?? '');
    expect(instructions?.textContent).toMatch(/^Pour prendre un élément, appuyez sur Espace/);
    handle.focus();
    await user.keyboard('[Space]');
    const live = () =>
      Array.from(document.querySelectorAll('[aria-live]'))
        .map((region) => region.textContent)
        .join(' ');
    expect(live()).toContain('a est pris.');
    await user.keyboard('[ArrowDown]');
    expect(live()).toContain('a est au-dessus de b.');
    await user.keyboard('[Space]');
    expect(live()).toContain('a a été déposé sur b.');
    expect(live()).not.toMatch(/Draggable|droppable/);
  });

  it('leaves the list alone when a drag is cancelled with Escape', async () => {
    const onChange = jest.fn<undefined, [string[]]>();
    const { user } = renderWithProviders(<Picker initial={['a', 'b', 'c']} onChange={onChange} />);
    screen.getByRole('button', { name: 'Drag a' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Escape]');
    expect(onChange).not.toHaveBeenCalled();
    expect(shownOrder()).toEqual(['1a', '2b', '3c']);
  });

  it('does not start a drag from a key pressed on an Add button', async () => {
    const onChange = jest.fn<undefined, [string[]]>();
    const { user } = renderWithProviders(<Picker initial={['a']} onChange={onChange} />);
    screen.getByRole('button', { name: 'Add b' }).focus();
    await user.keyboard('[Space]');
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b']);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('offers up and down buttons only when given their labels', async () => {
    const onChange = jest.fn<undefined, [string[]]>();
    const { user, unmount } = renderWithProviders(
      <Picker
        initial={['a', 'b', 'c']}
        labels={{ ...LABELS, moveUp: (name) => `Up ${name}`, moveDown: (name) => `Down ${name}` }}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('button', { name: 'Up a' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Down c' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Down a' }));
    expect(onChange).toHaveBeenLastCalledWith(['b', 'a', 'c']);
    await user.click(screen.getByRole('button', { name: 'Up c' }));
    expect(onChange).toHaveBeenLastCalledWith(['b', 'c', 'a']);
    await user.click(screen.getByRole('button', { name: 'Remove c' }));
    expect(onChange).toHaveBeenLastCalledWith(['b', 'a']);
    unmount();

    renderWithProviders(<Picker initial={['a', 'b']} onChange={onChange} />);
    expect(screen.queryByRole('button', { name: /^Up / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Down / })).not.toBeInTheDocument();
  });
});
