// The early-tap contract: what the head script (early-activation.ts), the module loader, the app,
// the end-to-end tests and the interaction benchmark agree on. Everything that names the global,
// the data attributes or React's ownership mark imports it from here.

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

/** Self-contained, so that it can also run in the page as the head script. */
function ownedBy(key: string) {
  return (element: Element) => Object.keys(element).some((name) => name.startsWith(key));
}

/** Whether React owns `element` yet (before that, a tap on it would be lost). */
export const isOwnedByApp: (element: Element) => boolean = ownedBy(reactOwnershipKey);

/** isOwnedByApp as the text of a page script, for the head script. */
export const isOwnedByAppSource = `(${ownedBy.toString()})(${JSON.stringify(reactOwnershipKey)})`;

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
