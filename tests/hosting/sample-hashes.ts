// Inline-source hashes standing in for a build's, for the unit tests of scripts/hosting/.
import { cspHash } from '../../scripts/hosting/inline-sources';
import type { InlineHashes } from '../../scripts/hosting/site-rules';

export const sampleHashes: InlineHashes = {
  scripts: [cspHash('a()'), cspHash('b()')],
  styles: [cspHash('html{}')],
  styleAttributes: [],
};
