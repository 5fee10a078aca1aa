// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImageSource } from './responsive-image';

const image: ImageSource = {
  name: 'portfolio/sample',
  width: 1440,
  height: 960,
  hash: 'abc123',
  widths: [480, 960, 1440],
};
const other: ImageSource = { ...image, name: 'portfolio/other' };
const sizes = '(min-width: 1280px) 1200px, 92vw';
const phone: ImageSource = {
  name: 'portfolio-phone/sample',
  width: 780,
  height: 1688,
  hash: 'def456',
  widths: [780],
};
const art = { media: '(max-width: 30rem)', image: phone, sizes: '92vw' };

describe('warmPicture', () => {
  /** The <img> elements decoded so far, in order. */
  let decoded: HTMLImageElement[];
  let decodeResult: () => Promise<void>;
  /** Stands in for navigator.serviceWorker (jsdom has none). */
  let worker: EventTarget;

  beforeEach(() => {
    vi.resetModules();
    decoded = [];
    decodeResult = () => Promise.resolve();
    // jsdom cannot decode pictures.
    Object.defineProperty(HTMLImageElement.prototype, 'decode', {
      configurable: true,
      value(this: HTMLImageElement) {
        decoded.push(this);
        return decodeResult();
      },
    });
    worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => setTimeout(callback, 0));
  });

  afterEach(() => {
    Reflect.deleteProperty(HTMLImageElement.prototype, 'decode');
    Reflect.deleteProperty(navigator, 'serviceWorker');
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('decodes a picture once, from the sources and sizes a ResponsiveImage draws it with', async () => {
    const { warmPicture } = await import('./warm-picture');
    await warmPicture({ image, sizes });
    await warmPicture({ image, sizes });

    expect(decoded).toHaveLength(1);
    const [img] = decoded;
    expect(img?.sizes).toBe(sizes);
    expect(img?.src).toContain('/images/portfolio/sample.abc123-1440.webp');
    const sources = [...(img?.parentElement?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => [source.type, source.sizes])).toEqual([
      ['image/avif', sizes],
      ['image/webp', sizes],
    ]);
    expect(sources[0]?.srcset).toContain('sample.abc123-480.avif 480w');
  });

  it("puts an art direction's sources first, with their media condition, and warms it apart", async () => {
    const { warmPicture } = await import('./warm-picture');
    await warmPicture({ image, sizes, art });
    await warmPicture({ image, sizes });

    expect(decoded).toHaveLength(2);
    const sources = [...(decoded[0]?.parentElement?.querySelectorAll('source') ?? [])];
    expect(sources.map((source) => [source.media, source.type, source.sizes])).toEqual([
      [art.media, 'image/avif', '92vw'],
      [art.media, 'image/webp', '92vw'],
      ['', 'image/avif', sizes],
      ['', 'image/webp', sizes],
    ]);
    expect(sources[1]?.srcset).toBe('/images/portfolio-phone/sample.def456-780.webp 780w');
  });

  it('resolves when a picture cannot be loaded, so that its dialog still opens', async () => {
    decodeResult = () => Promise.reject(new Error('offline'));
    const { warmPicture } = await import('./warm-picture');
    await expect(warmPicture({ image, sizes })).resolves.toBeUndefined();
  });

  it('lets its dialog open without a picture that has not come within pictureWaitMs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    decodeResult = () => new Promise(() => undefined); // a stalled network
    const { pictureWaitMs, warmPicture } = await import('./warm-picture');
    const settled = vi.fn();
    void warmPicture({ image, sizes }).then(settled);
    await vi.advanceTimersByTimeAsync(pictureWaitMs - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledOnce();

    // The next tap waits as long at most, for the same request: the picture is not asked for again.
    void warmPicture({ image, sizes }).then(settled);
    await vi.advanceTimersByTimeAsync(pictureWaitMs);
    expect(settled).toHaveBeenCalledTimes(2);
    expect(decoded).toHaveLength(1);
  });

  it('decodes every picture again, one after another, once the service worker takes the page over', async () => {
    const { warmPicture } = await import('./warm-picture');
    await warmPicture({ image, sizes });
    await warmPicture({ image: other, sizes });
    expect(decoded).toHaveLength(2);

    worker.dispatchEvent(new Event('controllerchange'));
    expect(decoded).toHaveLength(2);
    await vi.waitFor(() => expect(decoded).toHaveLength(4));

    expect(decoded.slice(2).map((img) => img.src)).toEqual(
      decoded.slice(0, 2).map((img) => img.src),
    );
    // A picture asked for again is the one warmed through the worker: no third decode.
    await warmPicture({ image, sizes });
    expect(decoded).toHaveLength(4);
  });

  it('goes on to the next picture after the takeover when one does not come', async () => {
    const { pictureWaitMs, warmPicture } = await import('./warm-picture');
    await warmPicture({ image, sizes });
    await warmPicture({ image: other, sizes });

    vi.useFakeTimers({ toFake: ['setTimeout'] }); // the idle periods stay this file's
    decodeResult = () => new Promise(() => undefined); // stalled through the worker
    worker.dispatchEvent(new Event('controllerchange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(decoded).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(pictureWaitMs - 1);
    expect(decoded).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    await vi.advanceTimersByTimeAsync(1); // the next idle period, a timer here
    expect(decoded).toHaveLength(4);
  });
});
