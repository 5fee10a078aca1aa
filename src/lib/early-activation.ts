// Until React owns a part of the page, its buttons are only markup: a tap there would do nothing,
// and React itself drops a tap on a part it cannot hydrate yet (a section whose code is still on
// its way). So a tiny script in <head> (inlined from captureEarlyActivations) takes every such
// tap from the first paint on: it keeps the tapped element, shows the control as pressed and
// starts the app at once. The app hands each tap back (replayEarlyActivations) as soon as that
// part of the page is its own. Links, form fields and Send work natively and are left alone.
// The contract the head script, the module loader, the app, the end-to-end tests and the
// interaction benchmark share (the global, the data attributes, React's ownership mark) is defined
// here, first, and imported by all of them.

/** Shared by the head script, the module loader and the app, on window. */
export type EarlyActivations = {
  /** Elements tapped before the app owned them, oldest first. */
  targets: Element[];
  /** Called on every captured tap: starts the app, or lets it replay. */
  notify?: () => void;
};

declare global {
  interface Window {
    earlyActivations?: EarlyActivations;
  }
}

/** On a control whose tap was taken before the app, until the app carries it out (global.css). */
export const pressedAttribute = 'data-pressed';

/**
 * What a tap taken before the app was on, kept on the element that was tapped so that the app can
 * prepare its dialog as it starts: a gallery item (its card and its dialog's viewer) or an article.
 */
export const tapIdAttributes = { item: 'data-item-id', post: 'data-post-id' } as const;
export type TapIdKind = keyof typeof tapIdAttributes;

/** The attribute naming what a card or a viewer shows, for a tap taken before the app. */
export function tapIdProps(kind: TapIdKind, id: number): Record<string, number> {
  return { [tapIdAttributes[kind]]: id };
}

/** React sets a property whose name starts with this on every element it hydrated or rendered. */
export const reactOwnershipKey = '__reactFiber$';

/** Whether React owns `element` yet (before that, a tap on it would be lost). */
export const isOwnedByApp = (element: Element): boolean =>
  Object.keys(element).some((name) => name.startsWith(reactOwnershipKey));

/** The page's controls that a visitor can tap or type into (tests wait for React to own them). */
export const appControlsSelector = '#root a, #root button, #root input, #root textarea';

/** What appOwnsEveryControl needs, passed into the page with it. */
export const appOwnership = { selector: appControlsSelector, key: reactOwnershipKey };

/**
 * Whether React owns every control on the page. Self-contained, so that tests and the benchmark
 * can run it in the page: `page.waitForFunction(appOwnsEveryControl, appOwnership)`.
 */
export function appOwnsEveryControl({ selector, key }: typeof appOwnership): boolean {
  const controls = [...document.querySelectorAll(selector)];
  return (
    controls.length > 0 &&
    controls.every((control) => Object.keys(control).some((name) => name.startsWith(key)))
  );
}

/**
 * Inlined in <head> (early-activation-script.ts): self-contained, it runs before anything else of
 * the page's scripts. `pressed` marks the tapped control, found by `tappable`.
 */
export function captureEarlyActivations(
  owned: (element: Element) => boolean,
  pressed: string,
  tappable: string,
) {
  const state: EarlyActivations = { targets: [] };
  window.earlyActivations = state;
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof Element) || owned(target) || !target.closest('#root')) return;
      // Native already: links and anchors, fields and their labels, Send (a real submission).
      if (target.closest('a[href],input,textarea,select,label,summary,[type=submit]')) return;
      event.preventDefault();
      event.stopPropagation();
      state.targets.push(target);
      target.closest(tappable)?.setAttribute(pressed, '');
      state.notify?.();
    },
    true,
  );
}

/**
 * The values of `attribute` (an item's id, say) on the elements holding taps taken before the
 * app and still waiting to be handed back, so that a part of the page can prepare what they need.
 */
export function earlyTappedIds(kind: TapIdKind): string[] {
  const attribute = tapIdAttributes[kind];
  // Also called while the page is prerendered, where there is no window.
  const targets = typeof window === 'undefined' ? [] : (window.earlyActivations?.targets ?? []);
  return targets.flatMap(
    (target) => target.closest(`[${attribute}]`)?.getAttribute(attribute) ?? [],
  );
}

const giveUpAfterMs = 10_000;

/**
 * Hands the taps taken before the app back to it, each once React has committed its element:
 * asks React to hydrate that part first, then clicks it again. Runs whenever a part of the page
 * has been hydrated (HydratedPart) and on every later early tap. (Not on a timer: between React's
 * slices of work an element can carry React's mark before that part is live, and a click then
 * would be lost.)
 */
export function replayEarlyActivations(hydrateFirst: (target: Element) => void) {
  const state = window.earlyActivations;
  if (!state) return;
  const firstSeen = new WeakMap<Element, number>();
  const replay = () => {
    const pending = state.targets.splice(0);
    for (const target of pending) {
      const since = firstSeen.get(target) ?? Date.now();
      // Gone (the page was rendered anew) or never hydrated: nothing left to press.
      if (!target.isConnected || Date.now() - since > giveUpAfterMs) {
        target.closest(`[${pressedAttribute}]`)?.removeAttribute(pressedAttribute);
        continue;
      }
      if (!isOwnedByApp(target)) {
        firstSeen.set(target, since);
        hydrateFirst(target);
        state.targets.push(target);
        continue;
      }
      target.closest(`[${pressedAttribute}]`)?.removeAttribute(pressedAttribute);
      // As a real tap would: a dialog opened by it returns the focus there on closing.
      target.closest<HTMLElement>('button')?.focus({ preventScroll: true });
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    }
  };
  state.notify = replay;
  replay();
}
