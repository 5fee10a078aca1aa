import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { pageBuild, pageTypes, type PageType } from './app/pages';
import { describeScreen } from './app/screens';
import { createFixedI18n } from './i18n/create-i18n';
import type { Language } from './i18n/namespaces';

export { headBootScript, swapScript, swapStyle } from './i18n/boot-language';
export { polishFontScript } from './i18n/polish-font-preload';
export { earlyActivationScript } from './lib/early-activation-script';
export { arrivalSectionScript, firstFrameHold } from './lib/arrival-section-script';
export { headerDockScript } from './lib/header-dock-script';
export { moduleLoaderScript } from './app/module-loader';
export { frameNamespaces, languages } from './i18n/namespaces';
export { pageBuild, prerenderedPages } from './app/pages';
export { site } from './config/site';
// The contact form's Send and counter before the app has loaded (inlined into every page's head).
export { contactFormScript } from './features/contact/contact-form-script';

export type RenderedPage = {
  html: string;
  screenKey: string;
  pageType: PageType;
  /** Text namespaces the page loads in the browser before hydrating. */
  namespaces: readonly string[];
  title: string;
  description: string;
};

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

async function renderMarkup(url: string, i18n: ReturnType<typeof createFixedI18n>) {
  const { prelude } = await prerenderToNodeStream(
    <StaticRouter location={url}>
      <App i18n={i18n} />
    </StaticRouter>,
    // React moves a large ready Suspense boundary out of document order (a hidden segment plus
    // an inline script) to flush the shell early. A static page has nothing to flush early.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return streamToString(prelude);
}

/** Renders one path in one language to static markup, waiting for every lazy part. */
export async function render(url: string, language: Language): Promise<RenderedPage> {
  const i18n = createFixedI18n(language);
  const screen = describeScreen(url);
  return {
    html: await renderMarkup(url, i18n),
    screenKey: screen.key,
    pageType: screen.pageType,
    namespaces: screen.namespaces,
    ...screen.meta(i18n.getFixedT(language, ['common', 'projects'])),
  };
}

/** Texts the prerender writes into <head> beside the app: the studio's description for JSON-LD
 *  and the share images' descriptions. */
export function headTexts(language: Language) {
  const t = createFixedI18n(language).getFixedT(language, 'common');
  return {
    studioDescription: t('meta.home.description'),
    shareImageAlt: Object.fromEntries(
      pageTypes.map((type) => [type, t(pageBuild[type].shareImageAlt)]),
    ) as Record<PageType, string>,
  };
}
