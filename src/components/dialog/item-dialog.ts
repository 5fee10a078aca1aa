import { useEffect } from 'react';
import { getI18n } from 'react-i18next';
import type { PictureSpec } from '@/components/responsive-image/picture-sources';
import type { Namespace } from '@/i18n/namespaces';
import { earlyTappedIds, type TapIdKind } from '@/lib/early-activation';
import { preparedOnce } from '@/lib/prepared-once';
import { rememberLoaded, useLoaded } from '@/lib/use-loaded';
import { whenIdleInTurn } from '@/lib/when-idle';

export type ItemDialogSpec<Item extends { id: number }, View> = {
  /** The cards' early-tap kind: each card carries `tapIdProps(tapKind, item.id)`. */
  tapKind: TapIdKind;
  /** The dialog's view, a chunk of its own. */
  loadView: () => Promise<View>;
  /** The texts only the dialog shows: a namespace of their own, not in the page's download. */
  namespace: Namespace;
  /** The picture the dialog draws for an item, with the same `sizes` (and art direction). */
  picture: (item: Item) => PictureSpec | Promise<PictureSpec>;
};

/**
 * A dialog that shows one item of a list (a blog article, a gallery piece), declared once. What
 * it needs (its code, its texts, the item's picture fetched and decoded) is prepared on intent
 * (pointer over or down, focus), one item per idle period while the list is on the page, and as
 * the app starts for an item tapped before it (src/app/prepare-early-taps.ts). A tap on a prepared
 * item opens the dialog inside the visitor's own event, before the next frame.
 */
export function defineItemDialog<Item extends { id: number }, View>(
  spec: ItemDialogSpec<Item, View>,
) {
  // The dialog frame, a chunk shared by every dialog, is asked for beside the view instead of
  // once the view has arrived: a round trip sooner when the tap came before the page was ready.
  const loadView = rememberLoaded(() =>
    Promise.all([spec.loadView(), import('@/components/dialog/dialog')]).then(([view]) => view),
  );
  const items = preparedOnce((item: Item) =>
    Promise.all([
      loadView(),
      getI18n().loadNamespaces(spec.namespace),
      Promise.all([import('@/components/responsive-image/warm-picture'), spec.picture(item)]).then(
        ([{ warmPicture }, picture]) => warmPicture(picture),
      ),
    ]),
  );
  return {
    /** Prepares the items of `list` that were tapped before the app took over. */
    prepareTapped(list: readonly Item[]): void {
      const tapped = earlyTappedIds(spec.tapKind);
      list.filter(({ id }) => tapped.includes(String(id))).forEach(items.prepare);
    },
    /**
     * For the component showing `list` (a stable array): the view once its code has come, the
     * intent handler for the cards, and `whenPrepared(item, open)`, which opens at once when the
     * item is prepared and otherwise as soon as it is.
     */
    useItemDialog(list: readonly Item[]) {
      const View = useLoaded(loadView);
      useEffect(() => whenIdleInTurn(list, items.prepared), [list]);
      return { View, prepare: items.prepare, whenPrepared: items.whenPrepared };
    },
  };
}
