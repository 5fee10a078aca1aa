// The part of jsdom (already a dev dependency, for unit tests) the hosting scripts use; jsdom
// ships no types of its own.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
