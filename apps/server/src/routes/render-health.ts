/** Pages that fail to draw in a row before the app stops reporting ready. One failure may be one broken page. */
const RENDER_FAILURES_BEFORE_UNREADY = 5;

/**
 * Whether this app instance can draw storefront pages, as its recent renders tell: a run of failed renders (a
 * renderer that broke, a table the layout reads that is gone) makes it unhealthy until a page draws again. One per
 * app instance (buildApp), read by /readyz, written by the page handler.
 */
export class RenderHealth {
  private failuresInARow = 0;

  constructor(private readonly failuresBeforeUnready = RENDER_FAILURES_BEFORE_UNREADY) {}

  recordSuccess(): void {
    this.failuresInARow = 0;
  }

  recordFailure(): void {
    this.failuresInARow++;
  }

  get healthy(): boolean {
    return this.failuresInARow < this.failuresBeforeUnready;
  }
}
