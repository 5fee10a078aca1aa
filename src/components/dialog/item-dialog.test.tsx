// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PictureSpec } from '@/components/responsive-image/picture-sources';
import type { ImageSource } from '@/components/responsive-image/responsive-image';
import { defineItemDialog } from './item-dialog';

const warmPicture = vi.hoisted(() =>
  vi.fn<(spec: PictureSpec) => Promise<void>>(() => Promise.resolve()),
);
vi.mock('@/components/responsive-image/warm-picture', () => ({ warmPicture }));
const loadNamespaces = vi.hoisted(() =>
  vi.fn<(namespace: string) => Promise<void>>(() => Promise.resolve()),
);
vi.mock('react-i18next', () => ({ getI18n: () => ({ loadNamespaces }) }));

type Item = { id: number; image: ImageSource };
const item = (id: number) => ({ id, image: { name: `piece-${id}` } as unknown as ImageSource });
const list: readonly Item[] = [item(1), item(2), item(3)];
const view = { View: 'the view' };

/** A dialog whose picture is chosen by code that loads later, as the gallery's is. */
function define() {
  return defineItemDialog({
    tapKind: 'item',
    loadView: () => Promise.resolve(view),
    namespace: 'galleryCaptions',
    picture: (entry: Item) => Promise.resolve({ image: entry.image, sizes: '100vw' }),
  });
}

const warmedImages = () => warmPicture.mock.calls.map(([spec]) => spec.image);

/** A tap the head script took before the app, on the card of item `id`. */
function tapBeforeApp(id: number) {
  const card = document.createElement('li');
  card.setAttribute('data-item-id', String(id));
  const button = card.appendChild(document.createElement('button'));
  window.earlyActivations = { targets: [button] };
}

// Every idle period comes at once (jsdom has none), for this file's tests.
vi.stubGlobal('requestIdleCallback', (task: IdleRequestCallback) =>
  setTimeout(() => task({ didTimeout: false, timeRemaining: () => 50 })),
);
vi.stubGlobal('cancelIdleCallback', clearTimeout);

afterEach(() => {
  delete window.earlyActivations;
  vi.clearAllMocks();
});

describe('defineItemDialog', () => {
  it('prepares only the items tapped before the app, then opens them at once', async () => {
    const dialog = define();
    tapBeforeApp(2);
    dialog.prepareTapped(list);
    expect(loadNamespaces).toHaveBeenCalledWith('galleryCaptions');
    await waitFor(() => expect(warmedImages()).toEqual([list[1]?.image]));

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
    expect(warmedImages()).toEqual([list[2], list[0], list[1]].map((entry) => entry?.image));
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
