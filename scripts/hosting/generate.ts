// Last step of `npm run build`: writes every host's configuration from site-rules.ts, with the CSP
// hashes of the inline code found in the built HTML.
//   dist/_headers, dist/_redirects   Netlify and Cloudflare Pages
//   dist/vercel.json                 Vercel (deploy the dist folder itself, see README)
//   deploy/nginx/site.conf           nginx (copy to the server, see README)
// Usage: tsx scripts/hosting/generate.ts   (env: VITE_SITE_ORIGIN, NGINX_ROOT)
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { listFiles } from '../lib/walk';
import { netlifyHeaders, netlifyRedirects, nginxSiteConfig, vercelConfig } from './host-configs';
import { collectInlineHashes } from './inline-sources';
import { cacheImmutable, cacheRules, contentSecurityPolicy } from './site-rules';

const root = resolve(import.meta.dirname, '../..');
const distDir = join(root, 'dist');

/** Hosts that only know globs cache all of /assets/* and /images/* for a year: check names. */
async function checkImmutableFolders() {
  for (const rule of cacheRules.filter((r) => r.cacheControl === cacheImmutable)) {
    for (const glob of rule.globs) {
      for (const file of await listFiles(join(distDir, glob.slice(1, -2)))) {
        const path = `/${relative(distDir, file)}`;
        if (!rule.test.test(path)) {
          throw new Error(
            `${path} would be cached for a year by ${glob} but has no content hash in its name.`,
          );
        }
      }
    }
  }
}

async function write(path: string, content: string) {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, content);
  console.log(`hosting: wrote ${relative(root, path)}`);
}

async function main() {
  if (!existsSync(join(distDir, 'index.html'))) throw new Error('Run the build first.');
  await checkImmutableFolders();
  const hashes = await collectInlineHashes(distDir);
  for (const [style, files] of hashes.styleAttributeFiles) {
    console.warn(
      `hosting: style="${style}" in ${[...files].join(', ')} is allowed by its hash ('unsafe-hashes'); ` +
        'prefer a class in a CSS module.',
    );
  }
  const csp = contentSecurityPolicy(hashes);
  // Cloudflare Pages reads at most 2,000 characters per _headers line.
  if (csp.length > 1900) throw new Error(`The CSP is ${csp.length} characters long.`);

  const origin = process.env.VITE_SITE_ORIGIN || 'https://www.example.com';
  const serverName = new URL(origin).hostname;
  const nginxRoot = process.env.NGINX_ROOT || `/var/www/${serverName}`;
  await write(join(distDir, '_headers'), netlifyHeaders(hashes));
  await write(join(distDir, '_redirects'), netlifyRedirects());
  await write(join(distDir, 'vercel.json'), vercelConfig(hashes));
  await write(
    join(root, 'deploy/nginx/site.conf'),
    nginxSiteConfig({ serverName, root: nginxRoot, hashes }),
  );
  console.log(
    `hosting: CSP allows ${hashes.scripts.length} inline script(s), ${hashes.styles.length} ` +
      `inline style(s) and ${hashes.styleAttributes.length} style attribute(s) by hash.`,
  );
}

await main();
