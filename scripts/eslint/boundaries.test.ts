// The lint rules of eslint.config.js fail on imports across the boundaries and on file names that
// are not kebab-case, and pass the imports the structure allows.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

// The first run loads the config and its plugins: seconds on a busy machine.
beforeAll(() => eslint.lintText('', { filePath: 'src/lib/warm-up.ts' }), 60_000);

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = a;\n`, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('import boundaries', () => {
  it.each([
    ['src/lib/x.ts', "import a from '@/features/hero/hero';"],
    ['src/lib/x.ts', "import a from '../features/hero/hero';"],
    ['src/components/x.tsx', "import a from '@/app/app';"],
    ['src/config/x.ts', "import a from '@/features/contact/contact';"],
    ['src/content/x.ts', "import a from '@/app/routes';"],
    ['src/i18n/x.ts', "import a from '@/pwa/register';"],
    ['src/features/hero/x.ts', "import a from '@/features/gallery/gallery';"],
    ['src/features/hero/x.ts', "import a from '../gallery/gallery';"],
    ['src/features/hero/x.ts', "import a from '@/app/app';"],
    ['src/features/hero/x.ts', "import a from '@/pwa/register';"],
  ])('%s: %s fails', async (file, code) => {
    expect(await problems(file, code)).toContain('no-restricted-imports');
  });

  it.each([
    ['src/features/hero/x.ts', "import a from '@/features/hero/hero';"],
    ['src/features/hero/x.ts', "import a from './hero';"],
    ['src/features/hero/x.ts', "import a from '@/lib/full-layout';"],
    ['src/lib/x.ts', "import a from '@/config/site';"],
    ['src/app/x.ts', "import a from '@/features/hero/hero';"],
    ['src/pwa/x.ts', "import a from '@/app/app';"],
  ])('%s: %s passes', async (file, code) => {
    expect(await problems(file, code)).toEqual([]);
  });
});

describe('file names', () => {
  it.each(['src/features/hero/HeroDots.ts', 'src/lib/full_layout.ts', 'scripts/lib/freePort.ts'])(
    '%s fails',
    async (file) => {
      expect(await problems(file, 'const a = 1;')).toContain(
        'check-file/filename-naming-convention',
      );
    },
  );
  it('kebab-case with extra dots passes', async () => {
    expect(await problems('src/lib/full-layout.test.ts', 'const a = 1;')).toEqual([]);
  });
});
