/**
 * From the call on, holds back the `<link rel="modulepreload">` elements that code adds to
 * `<head>` and adds them one per task, in order. Returns a function that stops it.
 *
 * Vite's preload helper adds one such link per chunk a lazy module imports, all in the task that
 * starts the import: 12 for the collection page, 18 for the product page, 10 for the parts loaded
 * at idle. Each link starts a request. On a busy machine the page's thread waits for a core after
 * each one, and that single task took 8-103 ms with 7-15 ms of work (ADR 0077). One link per task
 * keeps each task short. Installed once, when the app starts, it covers every lazy import: the
 * pages', the toasts', the quick view's and the ui package's own.
 *
 * Nothing waits on the links:
 * - the helper does not wait for a script link before importing the module;
 * - the browser fetches a module's imports itself when it needs one whose link is still to come;
 * - a link added afterwards finds the module already fetched and starts no second request.
 *
 * Anything else added to `<head>` is added at once. If the helper ever stops using
 * `document.head.appendChild`, this catches nothing and its links are added as before.
 */
export function spreadModulePreloads(head: HTMLHeadElement = document.head): () => void {
  const held: HTMLLinkElement[] = [];
  const addNext = () => {
    const link = held.shift();
    if (link) Node.prototype.appendChild.call(head, link);
    if (held.length > 0) setTimeout(addNext, 0);
  };
  head.appendChild = function appendChild<N extends Node>(this: HTMLHeadElement, node: N): N {
    if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') {
      if (held.push(node) === 1) setTimeout(addNext, 0);
      return node;
    }
    return Node.prototype.appendChild.call(this, node) as N;
  };
  // Back to the prototype's method (the override is the head's own property).
  return () => Reflect.deleteProperty(head, 'appendChild');
}
