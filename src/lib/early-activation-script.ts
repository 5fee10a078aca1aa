import { captureEarlyActivations } from './early-activation';
import { isOwnedByAppSource, pressedAttribute, tapIdAttributes } from './early-tap-contract';

/** What a tap before the app marks as pressed: a button, or a gallery item's card. */
export const earlyTappable = `button,[${tapIdAttributes.item}]`;

/** The head script that takes early taps, inlined into every page by the prerender. */
export const earlyActivationScript = `(${captureEarlyActivations.toString()})(${[
  isOwnedByAppSource,
  JSON.stringify(pressedAttribute),
  JSON.stringify(earlyTappable),
].join(',')})`;
