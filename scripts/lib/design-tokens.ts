// Reads colours from the design tokens (src/styles/tokens.css), so that what the scripts draw
// (install sheet, share images) matches the site.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const tokensPath = resolve(import.meta.dirname, '../../src/styles/tokens.css');

/** The value of `--<name>` in tokens.css; fails when the token is missing. */
export function tokenColour(name: string): string {
  const tokensCss = readFileSync(tokensPath, 'utf8');
  const match = new RegExp(`--${name}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(tokensCss);
  if (!match?.[1]) throw new Error(`Design token --${name} not found in tokens.css.`);
  return match[1];
}
