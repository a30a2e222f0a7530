let loaded: Promise<void> | undefined;

/**
 * Resolves once the page has finished loading (the window's load event, then one more turn of
 * the event loop). Work that can wait, such as fetching the Firebase SDK for content below the
 * fold, starts here so it never competes with what the first screen needs.
 */
export function afterPageLoad(): Promise<void> {
  loaded ??= new Promise<void>((resolve) => {
    const settle = () => setTimeout(resolve, 0);
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
  });
  return loaded;
}
