import { captureEarlyActivations, isOwnedByApp } from './early-activation';

/** The head script that takes early taps, inlined into every page by the prerender. */
export const earlyActivationScript = `(${captureEarlyActivations.toString()})(${isOwnedByApp.toString()})`;
