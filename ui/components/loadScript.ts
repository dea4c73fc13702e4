/**
 * Adds a third-party `<script async>` to the document once per `src` and
 * resolves when it has loaded. A script that failed is removed, so a later
 * call (a retry) loads it afresh. Called from effects only, after consent; no
 * nonce is set, the CSP admits the widget hosts by origin.
 */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const existing = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]')).find(
    (script) => script.src === new URL(src, document.baseURI).href,
  );
  if (existing?.dataset.loaded === 'true') return Promise.resolve();
  const script = existing ?? document.createElement('script');
  const done = new Promise<void>((resolve, reject) => {
    script.addEventListener('load', () => {
      script.dataset.loaded = 'true';
      resolve();
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`Could not load ${src}`));
    });
  });
  if (!existing) {
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    document.head.appendChild(script);
  }
  return done;
}
