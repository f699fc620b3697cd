import {describe, expect, it} from 'vitest';
import {drawnHtmlFor, forgetDrawnHtml, innerHtmlOf, keepingDrawnHtml} from './drawnHtml.server';

const OPEN = '<footer class="f" data-held-footer="">';
const page = (inner: string) => `<html><body><main>…</main>${OPEN}${inner}</footer><script>x</script></body></html>`;

/** A body in chunks cut anywhere, as a stream sends them. */
function streamOf(html: string, cuts = [7, 40, 61]): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(html);
  const edges = [0, ...cuts.filter((cut) => cut < bytes.length), bytes.length];
  return new ReadableStream({
    start(controller) {
      for (let index = 1; index < edges.length; index++)
        controller.enqueue(bytes.slice(edges[index - 1], edges[index]));
      controller.close();
    },
  });
}

/** Sends `html` through a render that asked to keep the footer under `key`; resolves once the copy is read. */
async function send(html: string, key: string) {
  const drawn = drawnHtmlFor(new Request('https://keel.example/products/rowers/keel-pro-rower/'));
  drawn.keep(key, OPEN);
  const pending: Array<Promise<unknown>> = [];
  const body = keepingDrawnHtml(streamOf(html), drawn, (promise) => pending.push(promise));
  const sent = await new Response(body).text();
  await Promise.all(pending);
  return sent;
}

describe('innerHtmlOf (decision 0171)', () => {
  it('takes what is between the opening tag and its end', () => {
    expect(innerHtmlOf(page('<div data-part="inner"><a href="/x">X</a></div>'), OPEN)).toBe(
      '<div data-part="inner"><a href="/x">X</a></div>',
    );
  });

  it('takes nothing when the element is missing, twice there, or not whole', () => {
    expect(innerHtmlOf('<html><body></body></html>', OPEN)).toBeNull();
    expect(innerHtmlOf(`${page('a')}${OPEN}b</footer>`, OPEN)).toBeNull();
    expect(innerHtmlOf(`<body>${OPEN}<div>cut`, OPEN)).toBeNull();
    // A boundary React had not filled in (its content comes later in the document), or gave up on.
    expect(innerHtmlOf(page('<!--$?--><template id="B:0"></template><!--/$-->'), OPEN)).toBeNull();
    expect(innerHtmlOf(page('<!--$!--><template></template><!--/$-->'), OPEN)).toBeNull();
    // A filled boundary is whole.
    expect(innerHtmlOf(page('<!--$--><p>ok</p><!--/$-->'), OPEN)).toBe('<!--$--><p>ok</p><!--/$-->');
  });
});

describe('keepingDrawnHtml (decision 0171)', () => {
  it('sends the body as it is, and keeps the part it was asked for once the copy is read', async () => {
    forgetDrawnHtml();
    const html = page('<div data-part="inner">drawn</div>');
    expect(await send(html, 'k1')).toBe(html);
    const next = drawnHtmlFor(new Request('https://keel.example/'));
    expect(next.get('k1')).toBe('<div data-part="inner">drawn</div>');
    expect(next.get('k2')).toBeUndefined();
    expect(next.pathname).toBe('/');
  });

  it('hands back the same body, untouched, when the render kept nothing or cannot wait', async () => {
    const body = streamOf('<html></html>');
    expect(keepingDrawnHtml(body, drawnHtmlFor(new Request('https://keel.example/')), () => {})).toBe(body);
    const asking = drawnHtmlFor(new Request('https://keel.example/'));
    asking.keep('k', OPEN);
    expect(keepingDrawnHtml(body, asking, undefined)).toBe(body);
  });

  it('keeps nothing from a body that fails part way, and the shopper still gets what was sent', async () => {
    forgetDrawnHtml();
    const drawn = drawnHtmlFor(new Request('https://keel.example/'));
    drawn.keep('broken', OPEN);
    const pending: Array<Promise<unknown>> = [];
    const failing = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(`<body>${OPEN}<div>`));
        controller.error(new Error('render aborted'));
      },
    });
    const body = keepingDrawnHtml(failing, drawn, (promise) => pending.push(promise));
    await expect(new Response(body).text()).rejects.toThrow('render aborted');
    await Promise.all(pending);
    expect(drawn.get('broken')).toBeUndefined();
  });

  it('holds at most 32 parts, forgetting the one written longest ago', async () => {
    forgetDrawnHtml();
    for (let index = 0; index < 33; index++) await send(page(`part ${index}`), `key ${index}`);
    const drawn = drawnHtmlFor(new Request('https://keel.example/'));
    expect(drawn.get('key 0')).toBeUndefined();
    expect(drawn.get('key 1')).toBe('part 1');
    expect(drawn.get('key 32')).toBe('part 32');
  });
});
