import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '../../test/render-with-providers.js';
import { stackListItemRects } from '../../test/stack-list-item-rects.js';
import { reorderAfterDrop, SortableChain, type SortableChainLabels } from './sortable-chain.js';

const LABELS: SortableChainLabels = {
  empty: 'Nothing',
  drag: (name) => `Drag ${name}`,
  remove: (name) => `Remove ${name}`,
};

function Chain({
  initial,
  labels,
  onChange,
}: {
  initial: string[];
  labels: SortableChainLabels;
  onChange: (chain: string[]) => void;
}) {
  const [chain, setChain] = useState(initial);
  return (
    <SortableChain
      chain={chain}
      labels={labels}
      onChange={(next) => {
        setChain(next);
        onChange(next);
      }}
    />
  );
}

const shownOrder = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('reorderAfterDrop', () => {
  it.each([
    [['a', 'b', 'c'], 'a', 'c', ['b', 'c', 'a']],
    [['a', 'b', 'c'], 'c', 'a', ['c', 'a', 'b']],
    [['a', 'b', 'c'], 'b', 'b', ['a', 'b', 'c']],
    [['a', 'b', 'c'], 'b', undefined, ['a', 'b', 'c']],
  ])('moves %j: %s dropped on %s gives %j', (chain, active, over, expected) => {
    expect(reorderAfterDrop(chain, active, over)).toEqual(expected);
  });
});

describe('SortableChain', () => {
  stackListItemRects();

  it('reorders by dragging a handle with the keyboard (Space, arrow down, Space)', async () => {
    const onChange = jest.fn<undefined, [string[]]>();
    const { user } = renderWithProviders(
      <Chain initial={['a', 'b', 'c']} labels={LABELS} onChange={onChange} />,
    );
    expect(shownOrder()).toEqual(['1a', '2b', '3c']);
    screen.getByRole('button', { name: 'Drag a' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Space]');
    expect(onChange).toHaveBeenLastCalledWith(['b', 'a', 'c']);
    expect(shownOrder()).toEqual(['1b', '2a', '3c']);
  });

  it('leaves the chain alone when a drag is cancelled with Escape', async () => {
    const onChange = jest.fn<undefined, [string[]]>();
    const { user } = renderWithProviders(
      <Chain initial={['a', 'b', 'c']} labels={LABELS} onChange={onChange} />,
    );
    screen.getByRole('button', { name: 'Drag a' }).focus();
    await user.keyboard('[Space]');
    await user.keyboard('[ArrowDown]');
    await user.keyboard('[Escape]');
    expect(onChange).not.toHaveBeenCalled();
    expect(shownOrder()).toEqual(['1a', '2b', '3c']);
  });

  it('offers up and down buttons only when given their labels', async () => {
    const onChange = jest.fn<undefined, [string[]]>();
    const { user, unmount } = renderWithProviders(
      <Chain
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
    unmount();

    renderWithProviders(<Chain initial={['a', 'b']} labels={LABELS} onChange={onChange} />);
    expect(screen.queryByRole('button', { name: /^Up / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Down / })).not.toBeInTheDocument();
  });
});
