/**
 * The element id an address's hash names (`#contact` → `contact`), or '' when it names none. A
 * malformed escape (a shared link cut mid-character, `#%E0%A4`) names none: decoding it throws.
 * Self-contained: the arrival script inlines it (src/lib/arrival-section-script.ts).
 */
export function idFromHash(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}
