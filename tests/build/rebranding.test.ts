// Builds the whole site for another studio ("Acme Atelier", in a copy of the project) and checks
// that its details reach every page, script and file, and that nothing of the example studio is
// left: no "Kreska Studio", no "Kreska" where the name stands (only the brand-story sentences
// listed in docs/rebranding.md), none of the example contact details. Also checks that bad details
// stop both builds. Takes about a minute (one full `npm run build`).
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prerenderedPages } from '@/app/pages';
import { copyProject, removeCopy, runBuild, textFiles, viteBuild } from './rebranded-build';

const acme = {
  VITE_SITE_NAME: 'Acme Atelier',
  VITE_SITE_ORIGIN: 'https://www.acme-atelier.test',
  VITE_CONTACT_EMAIL: 'studio@acme-atelier.test',
  VITE_CONTACT_PHONE: '+44 20 7946 0000',
  VITE_WHATSAPP_NUMBER: '+44 7700 900123',
  VITE_SOCIAL_FACEBOOK: 'https://www.facebook.com/acme-atelier',
  VITE_SOCIAL_INSTAGRAM: 'https://www.instagram.com/acme-atelier',
  VITE_SOCIAL_LINKEDIN: 'https://www.linkedin.com/company/acme-atelier',
};

/** Sentences about the word "kreska" itself: content, not the name (docs/rebranding.md). */
const brandStory = ['Kreska means a single drawn line.', 'Kreska to jedna narysowana linia.'];

/** The example studio's details (src/config/site-details.ts), none of which may remain. */
const exampleDetails = [
  /Kreska Studio/,
  /www\.example\.com/,
  /hello@example\.com/,
  /48500000000/,
  /48[\s\u00a0]500[\s\u00a0]000[\s\u00a0]000/,
  /(facebook|instagram)\.com\/example|linkedin\.com\/company\/example/,
];

let copy: string;
let built: Map<string, string>;

beforeAll(async () => {
  copy = await copyProject();
  await runBuild(copy, acme);
  built = await textFiles(join(copy, 'dist'));
}, 240_000);

afterAll(async () => {
  if (copy) await removeCopy(copy);
});

function page(file: string): string {
  const html = built.get(file);
  if (html === undefined) throw new Error(`The build has no ${file}.`);
  return html;
}

/** Checks that a file says each of these, naming what is missing (not printing the whole file). */
function expectIn(file: string, ...expected: (string | RegExp)[]) {
  const text = page(file);
  const missing = expected.filter((item) =>
    typeof item === 'string' ? !text.includes(item) : !item.test(text),
  );
  expect(missing, `missing from ${file}`).toEqual([]);
}

/** The text of every WhatsApp link with a greeting in a page, decoded. */
function whatsappGreetings(file: string): string[] {
  return [...page(file).matchAll(/href="https:\/\/wa\.me\/447700900123\?text=([^"]+)"/g)].map(
    (match) =>
      decodeURIComponent((match[1] ?? '').replaceAll('&amp;', '&').replaceAll('&#x27;', "'")),
  );
}

describe('a build for another studio', () => {
  it('wrote the pages, scripts, manifest, sitemap and service worker', () => {
    for (const { file } of prerenderedPages) page(file);
    const files = [...built.keys()];
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(5);
    for (const file of ['manifest.webmanifest', 'sitemap.xml', 'robots.txt', 'sw.js']) page(file);
  });

  it('leaves none of the example studio in any file', () => {
    const left = [...built].flatMap(([file, text]) =>
      exampleDetails
        .filter((pattern) => pattern.test(text))
        .map((pattern) => `${file}: ${pattern}`),
    );
    expect(left).toEqual([]);
  });

  it('says "Kreska" only in the brand-story sentences', () => {
    const left = [...built].flatMap(([file, text]) => {
      const rest = brandStory.reduce(
        (remaining, sentence) => remaining.replaceAll(sentence, ''),
        text,
      );
      return [...rest.matchAll(/.{0,40}Kresk.{0,40}/g)].map((match) => `${file}: ${match[0]}`);
    });
    expect(left).toEqual([]);
  });

  it.each(prerenderedPages.map((entry) => [entry.path, entry.file]))(
    'names the studio in %s: titles in both languages, share tags, header and footer',
    (_path, file) => {
      expectIn(
        file,
        /<title>[^<]*Acme Atelier[^<]*<\/title>/,
        /data-title="[^"]*Acme Atelier[^"]*"/,
        '<meta property="og:site_name" content="Acme Atelier" />',
        /<meta property="og:image:alt" content="[^"]*Acme Atelier/,
        'aria-label="Acme Atelier, go to the top of the home page"',
        'aria-label="Acme Atelier, przejdź na początek strony głównej"',
        /© \d{4} Acme Atelier\. All rights reserved\./,
        /© \d{4} Acme Atelier\. Wszelkie prawa zastrzeżone\./,
        'href="mailto:studio@acme-atelier.test"',
        'href="tel:+442079460000"',
        'href="https://wa.me/447700900123"',
        'href="https://www.instagram.com/acme-atelier"',
      );
    },
  );

  it('describes the studio in JSON-LD and links its own address', () => {
    const home = page('index.html');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(home)?.[1] ?? '{}';
    expect(JSON.parse(jsonLd)).toMatchObject({
      name: 'Acme Atelier',
      url: 'https://www.acme-atelier.test/',
      email: 'studio@acme-atelier.test',
      telephone: '+442079460000',
      sameAs: [acme.VITE_SOCIAL_FACEBOOK, acme.VITE_SOCIAL_INSTAGRAM, acme.VITE_SOCIAL_LINKEDIN],
    });
    expectIn('index.html', '<link rel="canonical" href="https://www.acme-atelier.test/" />');
    expectIn('sitemap.xml', '<loc>https://www.acme-atelier.test/about</loc>');
    expectIn('robots.txt', 'Sitemap: https://www.acme-atelier.test/sitemap.xml');
  });

  it('uses the short name where the copy does, in both languages', () => {
    expectIn('index.html', '>Why Acme<', '>Dlaczego Acme<');
  });

  it('greets the studio by name on WhatsApp from the About page', () => {
    expect(whatsappGreetings('about/index.html')).toEqual([
      "Hello Acme Atelier! I'd like to talk about a project.",
      'Cześć, Acme Atelier! Chcę porozmawiać o projekcie.',
    ]);
    expectIn('about/index.html', />About Acme Atelier<\/h1>/, />O Acme Atelier<\/h1>/);
  });

  it('puts the name in the install manifest', () => {
    const manifest = JSON.parse(page('manifest.webmanifest')) as Record<string, unknown>;
    expect(manifest).toMatchObject({ name: 'Acme Atelier', short_name: 'Acme' });
  });
});

describe('a build with bad details', () => {
  it.each([
    ['client', [], { VITE_CONTACT_EMAIL: 'studio@' }, 'VITE_CONTACT_EMAIL "studio@"'],
    [
      'server',
      ['--ssr', 'src/entry-server.tsx', '--outDir', 'dist-ssr'],
      { VITE_WHATSAPP_NUMBER: '1234567' },
      'VITE_WHATSAPP_NUMBER "1234567"',
    ],
    ['client', [], { VITE_SITE_ORIGIN: 'http://acme.test' }, 'VITE_SITE_ORIGIN "http://acme.test"'],
  ])(
    'stops the %s build with a message naming the variable',
    async (_build, args, details, named) => {
      const failed = await viteBuild(copy, { ...acme, ...details }, args).then(
        () => '',
        (error: { stderr?: string }) => error.stderr ?? String(error),
      );
      expect(failed).toContain("The studio's details are not valid");
      expect(failed).toContain(named);
    },
    60_000,
  );
});
