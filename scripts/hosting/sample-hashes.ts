// Inline-source hashes standing in for a build's, for the hosting tests.
import { cspHash } from './inline-sources';
import type { InlineHashes } from './site-rules';

export const sampleHashes: InlineHashes = {
  scripts: [cspHash('a()'), cspHash('b()')],
  styles: [cspHash('html{}')],
  styleAttributes: [],
};
