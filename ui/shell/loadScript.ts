const loaded = new Map<string, Promise<void>>();

/** Loads a third-party script once; resolves when it has run, rejects when it fails to load. */
export function loadScript(src: string, attributes: Record<string, string> = {}): Promise<void> {
  const existing = loaded.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
    script.onload = () => resolve();
    script.onerror = () => {
      loaded.delete(src);
      script.remove();
      reject(new Error(`Could not load ${src}`));
    };
    document.head.appendChild(script);
  });
  loaded.set(src, promise);
  return promise;
}
