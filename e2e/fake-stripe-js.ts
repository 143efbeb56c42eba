/**
 * A stand-in for Stripe.js, served in place of https://js.stripe.com by the browser tests (no internet here): just
 * enough of the Stripe object and its Elements for @stripe/react-stripe-js to mount a Payment Element. Its card
 * field is a plain input; confirmPayment and retrievePaymentIntent ask the test (through functions the test exposes
 * to the page), which settles the PaymentIntent in the fake Stripe API the shop's server talks to.
 *
 * The function runs in the browser, serialised with toString(): it must not close over anything.
 */
export function installFakeStripe(): void {
  type THandler = (event: unknown) => void;
  interface IFakeWindow {
    Stripe?: unknown;
    fakeStripeConfirm: (clientSecret: string, card: string) => Promise<unknown>;
    fakeStripeRetrieve: (clientSecret: string) => Promise<unknown>;
  }
  const page = window as unknown as IFakeWindow;

  /** Payment Method Messaging: Stripe's words for the amount it was given, as a plain paragraph. */
  function messaging(amount: number) {
    const text = document.createElement('p');
    const say = (cents: number) =>
      (text.textContent = `Pay in 4 interest-free payments of $${(Math.floor(cents / 4) / 100).toFixed(2)} with Klarna.`);
    say(amount);
    return {
      mount(node: HTMLElement) {
        node.append(text);
      },
      update(options: { amount?: number }) {
        if (options.amount !== undefined) say(options.amount);
      },
      on() {},
      destroy() {
        text.remove();
      },
    };
  }

  function Stripe() {
    let card: HTMLInputElement | null = null;
    return {
      _registerWrapper() {},
      registerAppInfo() {},
      createToken() {},
      createPaymentMethod() {},
      confirmCardPayment() {},
      elements(options?: { clientSecret?: string }) {
        return {
          // Payment Method Messaging makes its Elements without an intent.
          clientSecret: options?.clientSecret ?? '',
          create(type: string, options?: { amount?: number }) {
            if (type === 'paymentMethodMessaging') return messaging(options?.amount ?? 0);
            const handlers: Record<string, THandler[]> = {};
            let mounted = false;
            const element = {
              mount(node: HTMLElement) {
                const label = document.createElement('label');
                label.textContent = 'Card number (Stripe)';
                card = document.createElement('input');
                card.autocomplete = 'cc-number';
                label.append(card);
                node.append(label);
                mounted = true;
                for (const handler of handlers.ready ?? []) setTimeout(() => handler({ elementType: type }));
              },
              on(event: string, handler: THandler) {
                (handlers[event] ??= []).push(handler);
                if (event === 'ready' && mounted) setTimeout(() => handler({ elementType: type }));
                return element;
              },
              off(event: string, handler: THandler) {
                handlers[event] = (handlers[event] ?? []).filter((h) => h !== handler);
                return element;
              },
              update() {},
              unmount() {},
              destroy() {},
            };
            return element;
          },
          update() {},
          getElement() {
            return null;
          },
          fetchUpdates() {
            return Promise.resolve({});
          },
          submit() {
            return Promise.resolve({});
          },
        };
      },
      confirmPayment({ elements }: { elements: { clientSecret: string } }) {
        return page.fakeStripeConfirm(elements.clientSecret, card?.value ?? '');
      },
      retrievePaymentIntent(clientSecret: string) {
        return page.fakeStripeRetrieve(clientSecret);
      },
    };
  }
  Stripe.version = 'endive';
  page.Stripe = Stripe;
}
