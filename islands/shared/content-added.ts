const eventName = 'masthead:content-added';

/** Tells the page's scripts (ads, …) that a part was added to the page, such as a load-more step. */
export function announceContentAdded(element: HTMLElement): void {
  document.dispatchEvent(new CustomEvent<HTMLElement>(eventName, { detail: element }));
}

/** Runs `then` with each part added to the page after it loaded. */
export function onContentAdded(then: (element: HTMLElement) => void): void {
  document.addEventListener(eventName, (event) => {
    const element = (event as CustomEvent<unknown>).detail;
    if (element instanceof HTMLElement) then(element);
  });
}
