import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImageSource } from '@/components/responsive-image/responsive-image';
import { defineItemDialog } from './item-dialog';

const warmPicture = vi.hoisted(() => vi.fn((_image: unknown, _sizes: string) => Promise.resolve()));
vi.mock('@/components/responsive-image/warm-picture', () => ({ warmPicture }));
const loadNamespaces = vi.hoisted(() => vi.fn((_namespace: string) => Promise.resolve()));
vi.mock('react-i18next', () => ({ getI18n: () => ({ loadNamespaces }) }));

type Item = { id: number; image: ImageSource };
const item = (id: number) => ({ id, image: { name: `piece-${id}` } as ImageSource });
const list: readonly Item[] = [item(1), item(2), item(3)];
const view = { View: 'the view' };

function define() {
  return defineItemDialog({
    tapKind: 'item',
    loadView: () => Promise.resolve(view),
    namespace: 'captions',
    picture: (entry: Item) => ({ image: entry.image, sizes: '100vw' }),
  });
}

/** A tap the head script took before the app, on the card of item `id`. */
function tapBeforeApp(id: number) {
  const card = document.createElement('li');
  card.setAttribute('data-item-id', String(id));
  const button = card.appendChild(document.createElement('button'));
  window.earlyActivations = { targets: [button] };
}

afterEach(() => {
  delete window.earlyActivations;
  vi.clearAllMocks();
});

describe('defineItemDialog', () => {
  it('prepares only the items tapped before the app, then opens them at once', async () => {
    const dialog = define();
    tapBeforeApp(2);
    dialog.prepareTapped(list);
    expect(warmPicture.mock.calls).toEqual([[list[1]?.image, '100vw']]);
    expect(loadNamespaces).toHaveBeenCalledWith('captions');

    const { result } = renderHook(() => dialog.useItemDialog([]));
    await waitFor(() => expect(result.current.View).toBe(view));
    const open = vi.fn();
    result.current.whenPrepared(list[1] as Item, open);
    expect(open).toHaveBeenCalledOnce(); // inside the visitor's own event
  });

  it('prepares the list on the page one item at a time, each once', async () => {
    const dialog = define();
    const { result } = renderHook(() => dialog.useItemDialog(list));
    result.current.prepare(list[2] as Item); // intent on the last card
    await waitFor(() => expect(warmPicture).toHaveBeenCalledTimes(3));
    expect(warmPicture.mock.calls.map(([image]) => image)).toEqual(
      [list[2], list[0], list[1]].map((entry) => entry?.image),
    );
  });

  it('opens an item not prepared yet as soon as it is', async () => {
    const dialog = define();
    const { result } = renderHook(() => dialog.useItemDialog([]));
    const open = vi.fn();
    result.current.whenPrepared(list[0] as Item, open);
    expect(open).not.toHaveBeenCalled();
    await waitFor(() => expect(open).toHaveBeenCalledOnce());
  });
});
