/**
 * Calls `start` (which starts a lazy chunk's download) and holds back the
 * `<link rel="modulepreload">` elements that it adds to `<head>`, then adds them one per task.
 *
 * Vite's preload helper adds one such link per chunk a lazy module imports, all in the task that
 * starts the import: 12 for the collection page, 18 for the product page. Each link starts a
 * request. On a busy machine the page's thread waits for a core after each one, and that single
 * task took 8-103 ms with 7-15 ms of work (ADR 0077). One link per task keeps each task short.
 *
 * Nothing waits on the links:
 * - the helper does not wait for a script link before importing the module;
 * - the browser fetches a module's imports itself when it needs one whose link is still to come;
 * - a link added afterwards finds the module already fetched and starts no second request.
 *
 * Other elements added to `<head>` meanwhile are added at once.
 */
export function spreadModulePreloads<T>(start: () => T): T {
  const head = document.head;
  const held: HTMLLinkElement[] = [];
  head.appendChild = function appendChild<N extends Node>(this: HTMLHeadElement, node: N): N {
    if (node instanceof HTMLLinkElement && node.rel === 'modulepreload') {
      held.push(node);
      return node;
    }
    return Node.prototype.appendChild.call(this, node) as N;
  };
  try {
    return start();
  } finally {
    // Back to the prototype's method (the override was the head's own property).
    Reflect.deleteProperty(head, 'appendChild');
    const addNext = () => {
      const link = held.shift();
      if (!link) return;
      head.appendChild(link);
      if (held.length > 0) setTimeout(addNext, 0);
    };
    if (held.length > 0) setTimeout(addNext, 0);
  }
}
