import {
  captureEarlyActivations,
  pressedAttribute,
  reactOwnershipKey,
  tapIdAttributes,
} from './early-activation';

/** What a tap before the app marks as pressed: a button, or a gallery item's card. */
export const earlyTappable = `button,[${tapIdAttributes.item}]`;

/** The head script that takes early taps, inlined into every page by the prerender. */
export const earlyActivationScript = `(${captureEarlyActivations.toString()})(${[
  // isOwnedByApp, self-contained.
  `(element) => Object.keys(element).some((name) => name.startsWith(${JSON.stringify(reactOwnershipKey)}))`,
  JSON.stringify(pressedAttribute),
  JSON.stringify(earlyTappable),
].join(',')})`;
