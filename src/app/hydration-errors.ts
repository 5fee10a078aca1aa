/**
 * React's onRecoverableError for the page's hydration. A visitor who picks the other language
 * before every part of the page is hydrated makes React render the parts still to hydrate anew,
 * in that language, after a text mismatch it reports: that mismatch is expected and the page is
 * right. Anything else is reported as React itself would (reportError).
 */
export function reportUnlessLanguageChanged(languageChanged: () => boolean) {
  return (error: unknown) => {
    if (!languageChanged()) window.reportError(error);
  };
}
