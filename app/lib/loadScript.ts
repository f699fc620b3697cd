const loads = new Map<string, Promise<void>>();

/**
 * Adds a third-party script to the page once per URL (with the response's
 * CSP nonce when given) and says when it has loaded; a script that failed
 * to load may be tried again by a later call. Browser only.
 */
export function loadScript(
  src: string,
  options: {nonce?: string; dataset?: Record<string, string>} = {},
): Promise<void> {
  let load = loads.get(src);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      if (options.nonce) script.nonce = options.nonce;
      Object.assign(script.dataset, options.dataset);
      script.addEventListener('load', () => resolve());
      script.addEventListener('error', () => reject(new Error(`${src} did not load`)));
      document.body.append(script);
    });
    loads.set(src, load);
    load.catch(() => loads.delete(src));
  }
  return load;
}
